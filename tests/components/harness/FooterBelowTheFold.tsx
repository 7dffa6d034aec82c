import { Footer } from '#src/layout/Footer/Footer'

/** The footer under a page's worth of content, as it first appears: out of view. */
export function FooterBelowTheFold() {
  return (
    <div>
      <div style={{ height: '2000px' }} />
      <Footer />
    </div>
  )
}
