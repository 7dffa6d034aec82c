import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { SCHEDULER_SCRIPT_URL } from '#src/content/embeds'
import { offices } from '#src/content/offices'
import { LocalLink } from '#src/i18n/LocalLink'
import { visuallyHidden } from '#src/theme/global.css.ts'
import { buttonTone, iconLink } from '#src/components/Button/Button.css.ts'
import { Icon } from '#src/components/Icon/Icon'
import * as styles from './SchedulerWidget.css.ts'

interface SchedulerApi {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void
}

declare global {
  interface Window {
    Calendly?: SchedulerApi
  }
}

let loading: Promise<void> | null = null

/** Adds the widget's script once per page load, however often the page is visited. */
function loadSchedulerScript(src = SCHEDULER_SCRIPT_URL): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.scheduler = 'true'
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.appendChild(script)
  })
  return loading
}

/** `static`: the pre-rendered page, before the app runs (or without JavaScript, for good). */
type SchedulerState = 'static' | 'loading' | 'ready' | 'failed'

/**
 * The embedded scheduling widget. The pre-rendered page says the calendar needs JavaScript and
 * offers the booking page's link in its place: without JavaScript nothing waits for a calendar
 * that never comes. Once the app runs, the area keeps its height while the script and then the
 * calendar load, showing a skeleton and a message said politely until the calendar's frame has
 * loaded (the widget sits below the first screen, so the area opening moves nothing in view). The
 * link stays, in case the script is blocked or offline (then a message says so). Without a
 * calendar (no JavaScript, or its script blocked) the area is a card: the booking page as its
 * button, and the other ways to reach the team (the head office's phone and e-mail, the contact page).
 */
export function SchedulerWidget({ url }: { url: string }) {
  const { t } = useLingui()
  const frameRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<SchedulerState>('static')

  useEffect(() => {
    let current = true
    setState('loading')
    const ready = () => current && setState('ready')
    loadSchedulerScript().then(
      () => {
        const parentElement = frameRef.current
        if (!current || !parentElement || !window.Calendly) return
        parentElement.replaceChildren()
        window.Calendly.initInlineWidget({ url, parentElement })
        // The widget adds its calendar as a frame: loading lasts until that frame has loaded.
        const frame = parentElement.querySelector('iframe')
        if (frame) frame.addEventListener('load', ready, { once: true })
        else ready()
      },
      () => current && setState('failed'),
    )
    return () => {
      current = false
    }
  }, [url])

  const unavailable = state === 'static' || state === 'failed'
  const office = offices[0]!
  return (
    <div className={styles.widget}>
      <div className={unavailable ? styles.card : styles.bar}>
        {unavailable ? <Icon name="calendar" size={32} className={styles.cardIcon} /> : null}
        {/* Always in the page, so that what it says is announced when it changes. */}
        <p role="status" className={state === 'ready' ? visuallyHidden : unavailable ? styles.cardMessage : styles.message}>
          {state === 'static'
            ? t`The booking calendar needs JavaScript: book your 30-minute meeting on the booking page instead.`
            : state === 'loading'
              ? t`Loading the booking calendar…`
              : state === 'failed'
                ? t`The booking calendar could not be loaded here.`
                : ''}
        </p>
        <a href={url} target="_blank" rel="noopener noreferrer" className={unavailable ? buttonTone.primary : styles.link}>
          {t`Open the booking page for a 30-minute meeting`}
          <span className={visuallyHidden}> {t`(opens in a new tab)`}</span>
        </a>
        {unavailable ? (
          <div className={styles.others}>
            <p className={styles.othersTitle}>{t`Or reach our team directly`}</p>
            <ul className={styles.ways}>
              <li>
                <a href={`tel:${office.phone}`} className={iconLink}>
                  <Icon name="phone" size={20} />
                  <bdi dir="ltr">{office.phoneDisplay}</bdi>
                </a>
              </li>
              <li>
                <a href={`mailto:${office.email}`} className={iconLink}>
                  <Icon name="mail" size={20} />
                  <bdi dir="ltr">{office.email}</bdi>
                </a>
              </li>
              <li>
                <LocalLink to="/contact-us" className={iconLink}>
                  <Icon name="arrowForward" size={20} />
                  {t`Write to us on the contact page`}
                </LocalLink>
              </li>
            </ul>
          </div>
        ) : null}
      </div>
      <div className={styles.stage}>
        <div ref={frameRef} className={styles.frame} data-state={state} data-url={url} aria-busy={state === 'loading'} />
        {state === 'loading' ? (
          <div className={styles.skeleton} aria-hidden="true">
            <span className={styles.bone} />
            <span className={styles.bone} />
            <span className={styles.bone} />
          </div>
        ) : null}
      </div>
    </div>
  )
}
