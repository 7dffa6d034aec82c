import { useMemo, type ElementType } from 'react'
import { config } from '../../config'
import { createSanitizer, type Sanitize } from './sanitize'
import * as styles from './SafeHtml.css'

// The server render sanitises with a jsdom window, the browser with its own: one configuration,
// so both produce the same markup. jsdom is loaded only on the server.
const JSDOM = import.meta.env.SSR ? (await import('jsdom')).JSDOM : undefined

// Every document DOMPurify parses adds jsdom listeners to its window that stay, and each new
// listener is compared with all the earlier ones: one window for a whole build made each
// article slower to sanitise than the last (quadratic; minutes for 1,000 articles in two
// languages). The server takes a fresh window every so many calls; closing one drops its listeners.
const SERVER_WINDOW_USES = 100

let current: { sanitize: Sanitize; uses: number; close: () => void } | undefined
const sanitize: Sanitize = (html) => {
  if (current && JSDOM && current.uses >= SERVER_WINDOW_USES) {
    current.close()
    current = undefined
  }
  if (!current) {
    const domWindow = JSDOM ? new JSDOM('').window : window
    const options = { siteUrl: config.siteUrl, assetUrl: config.dashboardUrl }
    current = {
      sanitize: createSanitizer(domWindow as unknown as Parameters<typeof createSanitizer>[0], options),
      uses: 0,
      close: () => domWindow.close(),
    }
  }
  current.uses += 1
  return current.sanitize(html)
}

/** Dashboard HTML (introductions, article bodies), sanitised, with the site's typography. */
export function SafeHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html])
  if (!clean.trim()) return null
  return <Tag className={[styles.prose, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
}
