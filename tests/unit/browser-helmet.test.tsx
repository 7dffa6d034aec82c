// @vitest-environment jsdom
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { Helmet } from '#src/layout/Page/browserHelmet'

// The browser bundle's stand-in for react-helmet-async: after a navigation the document's head
// must be the new page's, as the server render would have written it.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function Page({ locale, title, ld }: { locale: string; title: string; ld?: string }) {
  return (
    <>
      <Helmet htmlAttributes={{ lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' }}>
        <title>{title}</title>
        <meta name="description" content={`About ${title}`} />
        <link rel="canonical" href={`https://example.com/${title}`} />
        {['en', 'ar'].map((alternate) => (
          <link key={alternate} rel="alternate" hrefLang={alternate} href={`https://example.com/${alternate}/${title}`} />
        ))}
      </Helmet>
      {ld ? (
        <Helmet>
          <script type="application/ld+json">{ld}</script>
        </Helmet>
      ) : null}
    </>
  )
}

async function render(root: ReturnType<typeof createRoot>, node: ReactNode) {
  await act(async () => root.render(node))
  await act(async () => {}) // the head is written once the commit's effects have all run
}

const head = () => ({
  lang: document.documentElement.lang,
  dir: document.documentElement.dir,
  title: document.title,
  titles: document.querySelectorAll('title').length,
  description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
  canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
  alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) => link.getAttribute('hreflang')),
  ld: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent),
})

describe('the head in the browser', () => {
  it('follows the page on navigation, from every Head on it, once each', async () => {
    // As the server render leaves it.
    document.head.innerHTML =
      '<title data-rh="true">Home</title><link data-rh="true" rel="canonical" href="https://example.com/home"><link rel="stylesheet" href="/app.css">'
    const root = createRoot(document.body.appendChild(document.createElement('div')))

    await render(root, <Page locale="en" title="home" />)
    expect(head()).toEqual({
      lang: 'en',
      dir: 'ltr',
      title: 'home',
      titles: 1,
      description: 'About home',
      canonical: ['https://example.com/home'],
      alternates: ['en', 'ar'],
      ld: [],
    })

    await render(root, <Page locale="ar" title="news" ld='{"@type":"NewsArticle"}' />)
    expect(head()).toEqual({
      lang: 'ar',
      dir: 'rtl',
      title: 'news',
      titles: 1,
      description: 'About news',
      canonical: ['https://example.com/news'],
      alternates: ['en', 'ar'],
      ld: ['{"@type":"NewsArticle"}'],
    })
    // What no Head wrote stays.
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull()

    await render(root, <Page locale="ar" title="team" />)
    expect(head().ld).toEqual([])
    expect(head().title).toBe('team')
    await act(async () => root.unmount())
  })
})
