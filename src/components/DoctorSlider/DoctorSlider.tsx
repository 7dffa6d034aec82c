import { useLingui } from '@lingui/react/macro'
import { useRef, type KeyboardEvent } from 'react'
import type { Doctor } from '../../api/client'
import { useLocale } from '../../i18n/LocaleProvider'
import { localeInfo } from '../../i18n/locales'
import { BlurImage } from '../BlurImage/BlurImage'
import { Icon } from '../Icon/Icon'
import { useDragScroll } from '../useDragScroll'
import * as styles from './DoctorSlider.css'

/**
 * The 'Doctor And Clinic Profiles' slider: a scrolling row of profiles with previous and next
 * buttons, arrow keys on the focused row, and mouse dragging. It never moves by itself.
 */
export function DoctorSlider({ doctors, labelledBy }: { doctors: Doctor[]; labelledBy: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const rowRef = useRef<HTMLUListElement>(null)
  useDragScroll(rowRef)
  const rtl = localeInfo[locale].dir === 'rtl'

  /** Moves by one card towards the next (+1) or previous (-1) profile, in reading order. */
  const step = (direction: 1 | -1) => {
    const row = rowRef.current
    const card = row?.querySelector('li')
    if (!row || !card) return
    const distance = (card.getBoundingClientRect().width + 16) * direction * (rtl ? -1 : 1)
    row.scrollBy({ left: distance, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' })
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = rtl ? 'ArrowLeft' : 'ArrowRight'
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === next) step(1)
    else if (event.key === previous) step(-1)
    else return
    event.preventDefault()
  }

  return (
    <div className={styles.slider}>
      <div className={styles.controls}>
        <button type="button" className={styles.control} onClick={() => step(-1)}>
          <Icon name="arrowBack" size={20} />
          <span>{t`Previous profiles`}</span>
        </button>
        <button type="button" className={styles.control} onClick={() => step(1)}>
          <span>{t`Next profiles`}</span>
          <Icon name="arrowForward" size={20} />
        </button>
      </div>
      {/* A scrolling region must be reachable from the keyboard: it takes focus itself. */}
      <ul ref={rowRef} className={styles.row} tabIndex={0} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {doctors.map((doctor) => (
          <li key={doctor.id} className={styles.card}>
            <BlurImage picture={doctor.image} shape="square" />
            <div className={styles.body}>
              <h3 className={styles.name}>{doctor.name}</h3>
              {doctor.specialization ? <p className={styles.detail}>{doctor.specialization}</p> : null}
              {doctor.location ? <p className={styles.detail}>{doctor.location}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}
