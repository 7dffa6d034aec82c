import type { ElementType } from 'react'
import type { SanitizedHtml } from '#src/types/html'
import * as styles from './SafeHtml.css.ts'

/**
 * Dashboard HTML (introductions, article bodies) with the site's typography. It takes only
 * `SanitizedHtml`, which sanitize.ts alone produces: the data layer sanitises, this renders.
 */
export function SafeHtml({ html, as: Tag = 'div', className }: { html: SanitizedHtml; as?: ElementType; className?: string }) {
  if (!html.trim()) return null
  return <Tag className={[styles.prose, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}
