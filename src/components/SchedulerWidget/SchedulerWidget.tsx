import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import { SCHEDULER_SCRIPT_URL } from '../../content/embeds'
import { visuallyHidden } from '../../theme/global.css'
import * as styles from './SchedulerWidget.css'

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
export function loadSchedulerScript(src = SCHEDULER_SCRIPT_URL): Promise<void> {
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

/**
 * The embedded scheduling widget: its area keeps its height while the script loads (nothing
 * shifts), and a plain link to the booking page is always there, in case the script is
 * blocked or offline (then a message says so).
 */
export function SchedulerWidget({ url }: { url: string }) {
  const { t } = useLingui()
  const frameRef = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading')

  useEffect(() => {
    let current = true
    loadSchedulerScript().then(
      () => {
        if (!current || !frameRef.current || !window.Calendly) return
        frameRef.current.replaceChildren()
        window.Calendly.initInlineWidget({ url, parentElement: frameRef.current })
        setState('ready')
      },
      () => current && setState('failed'),
    )
    return () => {
      current = false
    }
  }, [url])

  return (
    <div className={styles.widget}>
      <div ref={frameRef} className={styles.frame} data-state={state} data-url={url} />
      {state === 'failed' ? <p role="status" className={styles.message}>{t`The booking calendar could not be loaded here.`}</p> : null}
      <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
        {t`Open the booking page for a 30-minute meeting`}
        <span className={visuallyHidden}> {t`(opens in a new tab)`}</span>
      </a>
    </div>
  )
}
