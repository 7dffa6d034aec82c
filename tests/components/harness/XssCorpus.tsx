import { useEffect, useState } from 'react'
import { xssVectors } from '#tooling/dashboard/xss-vectors'
import { SafeHtml } from '#src/components/SafeHtml/SafeHtml'
import { sanitizeHtml } from '#src/api/sanitize'
import type { SanitizedHtml } from '#src/types/html'

/**
 * Every hostile vector the way a late article's HTML goes: through the site's sanitiser in the
 * browser, then SafeHtml, each in its own block. The blocks appear once all are sanitised.
 */
export function XssCorpus() {
  const [clean, setClean] = useState<SanitizedHtml[] | null>(null)
  useEffect(() => {
    Promise.all(xssVectors.map((vector) => sanitizeHtml(vector.html))).then(setClean)
  }, [])
  return (
    <main>
      {clean?.map((html, index) => (
        <section key={xssVectors[index]?.name} data-vector={index + 1}>
          <SafeHtml html={html} />
        </section>
      ))}
    </main>
  )
}
