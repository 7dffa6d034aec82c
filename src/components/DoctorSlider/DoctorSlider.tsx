import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localeInfo } from '#src/i18n/locales'
import type { Picture } from '#src/types/picture'
import { BlurImage } from '#src/components/BlurImage/BlurImage'
import { Icon } from '#src/components/Icon/Icon'
import { useDragScroll } from '#src/components/useDragScroll/useDragScroll'
import * as styles from './DoctorSlider.css.ts'

/** One profile of the row; specialization and location may be empty. */
export interface DoctorProfile {
  id: number
  name: string
  specialization: string
  location: string
  image: Picture
}

/** Where the row stands: at its start, at its end (both when everything fits). */
interface Ends {
  atStart: boolean
  atEnd: boolean
}

/** Reads the row's ends. In right-to-left pages Chromium counts scrollLeft from 0 down. */
export function rowEnds(row: Pick<HTMLElement, 'scrollLeft' | 'scrollWidth' | 'clientWidth'>): Ends {
  const travelled = Math.abs(row.scrollLeft)
  const room = row.scrollWidth - row.clientWidth
  return { atStart: travelled <= 1, atEnd: travelled >= room - 1 }
}

/**
 * The 'Doctor And Clinic Profiles' slider: a scrolling row of profiles with previous and next
 * buttons, arrow keys on the focused row, and dragging from anywhere on a card (photos too).
 * It never moves by itself. A button that cannot move the row says so (aria-disabled, so a
 * keyboard user pressing Next to the end keeps focus on it).
 */
export function DoctorSlider({ doctors, labelledBy }: { doctors: DoctorProfile[]; labelledBy: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const rowRef = useRef<HTMLUListElement>(null)
  useDragScroll(rowRef)
  const rtl = localeInfo[locale].dir === 'rtl'
  // Before the row is measured (the pre-rendered page): at its start, and at its end with one profile.
  const [ends, setEnds] = useState<Ends>({ atStart: true, atEnd: doctors.length <= 1 })

  const measure = useCallback(() => {
    const row = rowRef.current
    if (!row) return
    const next = rowEnds(row)
    setEnds((current) => (current.atStart === next.atStart && current.atEnd === next.atEnd ? current : next))
  }, [])

  useEffect(() => {
    const row = rowRef.current
    if (!row) return
    measure()
    row.addEventListener('scroll', measure, { passive: true })
    const resize = new ResizeObserver(measure)
    resize.observe(row)
    return () => {
      row.removeEventListener('scroll', measure)
      resize.disconnect()
    }
  }, [measure, doctors])

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
        <button type="button" className={styles.control} aria-disabled={ends.atStart} onClick={() => !ends.atStart && step(-1)}>
          <Icon name="arrowBack" size={20} />
          <span>{t`Previous profiles`}</span>
        </button>
        <button type="button" className={styles.control} aria-disabled={ends.atEnd} onClick={() => !ends.atEnd && step(1)}>
          <span>{t`Next profiles`}</span>
          <Icon name="arrowForward" size={20} />
        </button>
      </div>
      {/* A scrolling region must be reachable from the keyboard: it takes focus itself, and its arrow keys scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={rowRef} className={styles.row} tabIndex={0} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
        {doctors.map((doctor) => (
          <li key={doctor.id} className={styles.card}>
            <BlurImage picture={doctor.image} shape="square" draggable={false} />
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
