import { useEffect, useState } from 'react'
import { SafeHtml } from '#src/components/SafeHtml/SafeHtml'
import { sanitizeHtml } from '#src/api/sanitize'
import type { SanitizedHtml } from '#src/types/html'

/**
 * Raw dashboard HTML the way an article page gets it: through the site's sanitiser (here in the
 * browser, with DOMPurify loaded on demand), then SafeHtml. Renders nothing until it is clean.
 */
export function SanitisedHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<SanitizedHtml | null>(null)
  useEffect(() => {
    let current = true
    sanitizeHtml(html).then((result) => current && setClean(result))
    return () => {
      current = false
    }
  }, [html])
  return clean === null ? null : <SafeHtml html={clean} />
}
