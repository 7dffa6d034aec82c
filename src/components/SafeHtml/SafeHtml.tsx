import { useMemo, type ElementType } from 'react'
import { config } from '../../config'
import { createSanitizer, type Sanitize } from './sanitize'
import * as styles from './SafeHtml.css'

// The server render sanitises with a jsdom window, the browser with its own: one configuration,
// so both produce the same markup. jsdom is loaded only on the server.
const domWindow = import.meta.env.SSR ? new (await import('jsdom')).JSDOM('').window : window

let sanitizer: Sanitize | undefined
const sanitize: Sanitize = (html) => {
  sanitizer ??= createSanitizer(domWindow as unknown as Parameters<typeof createSanitizer>[0], {
    siteUrl: config.siteUrl,
    assetUrl: config.dashboardUrl,
  })
  return sanitizer(html)
}

/** Dashboard HTML (introductions, article bodies), sanitised, with the site's typography. */
export function SafeHtml({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  const clean = useMemo(() => sanitize(html), [html])
  if (!clean.trim()) return null
  return <Tag className={[styles.prose, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />
}
