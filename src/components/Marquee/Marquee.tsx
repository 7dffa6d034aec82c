import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localeInfo } from '#src/i18n/locales'
import { media } from '#src/theme/theme.css.ts'
import { Icon } from '#src/components/Icon/Icon'
import * as styles from './Marquee.css.ts'

/** docs/product.md "Numbers": the partner strip scrolls at 50 pixels a second. */
const MARQUEE_SPEED = 50

/**
 * A strip of items that scrolls endlessly (towards the reading direction's start), with a
 * visible pause/play control, pausing while hovered or focused (WCAG 2.2.2). It does not move
 * under reduced motion or without JavaScript: the items are then a plain row.
 */
export function Marquee({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const trackRef = useRef<HTMLDivElement>(null)
  const animation = useRef<Animation | null>(null)
  const [moving, setMoving] = useState(false)
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    const track = trackRef.current
    if (!track || typeof track.animate !== 'function' || window.matchMedia(media.reducedMotion).matches) return
    setMoving(true)
  }, [])

  useEffect(() => {
    const track = trackRef.current
    const copy = track?.firstElementChild
    if (!moving || !track || !copy) return
    // Measured once the row is laid out in one line and holds the items twice: moving it by
    // one copy's width loops seamlessly.
    const distance = copy.getBoundingClientRect().width
    const sign = localeInfo[locale].dir === 'rtl' ? 1 : -1
    animation.current = track.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${sign * distance}px)` }], {
      duration: (distance / MARQUEE_SPEED) * 1000,
      iterations: Infinity,
    })
    return () => animation.current?.cancel()
  }, [locale, moving])

  useEffect(() => {
    if (paused || held) animation.current?.pause()
    else animation.current?.play()
  }, [paused, held, moving])

  return (
    <div className={styles.marquee} data-moving={moving}>
      <div
        className={styles.viewport}
        role="group"
        aria-label={label}
        onMouseEnter={() => setHeld(true)}
        onMouseLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={() => setHeld(false)}
      >
        <div ref={trackRef} className={styles.track}>
          <div className={styles.copy}>{children}</div>
          {/* The second copy is for the loop only: hidden from assistive technology. */}
          {moving ? (
            <div className={styles.copy} aria-hidden="true" inert>
              {children}
            </div>
          ) : null}
        </div>
      </div>
      {moving ? (
        <button
          type="button"
          className={styles.control}
          aria-pressed={paused}
          aria-label={paused ? t`Play partner logos` : t`Pause partner logos`}
          title={paused ? t`Play partner logos` : t`Pause partner logos`}
          onClick={() => setPaused((value) => !value)}
        >
          <Icon name={paused ? 'play' : 'pause'} size={16} />
        </button>
      ) : null}
    </div>
  )
}
