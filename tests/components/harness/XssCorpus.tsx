import { xssVectors } from '../../../scripts/dashboard/xss-vectors'
import { SafeHtml } from '../../../src/components/SafeHtml/SafeHtml'

/** Every hostile vector through SafeHtml, each in its own block, as an article page would. */
export function XssCorpus() {
  return (
    <main>
      {xssVectors.map((vector, index) => (
        <section key={vector.name} data-vector={index + 1}>
          <SafeHtml html={vector.html} />
        </section>
      ))}
    </main>
  )
}
