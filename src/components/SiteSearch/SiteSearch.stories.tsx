import type { Meta, StoryObj } from '@storybook/react-vite'
import type { Locale } from '#src/i18n/locales'
import { excerptOf } from '#src/api/search'
import type { SearchEngine, SearchHit } from '#src/types/search'
import { SearchLink } from './SearchLink'
import { SiteSearch } from './SiteSearch'

/** A few pages of each language, their text as Pagefind stores it (plain text, what the page shows). */
const pages: Record<Locale, Array<Omit<SearchHit, 'excerpt'> & { content: string }>> = {
  en: [
    {
      url: '/products',
      title: 'Products',
      section: 'products',
      content:
        'Products. Everything we supply, by category. Implants, biologics & orthodontics for clinics across the Kingdom, each from a partner we represent exclusively and support with training, stock and service.',
    },
    {
      url: '/dental-division',
      title: 'Dental division',
      section: 'divisions',
      content: 'Dental division. Short implants <script>alert(1)</script> &lt;b&gt; <img src=x onerror=alert(1)> and abutments.',
    },
    { url: '/news/1', title: 'Montaro Implant Systems partnership', section: 'media', content: 'Partners with Montaro Implant Systems.' },
  ],
  ar: [
    { url: '/ar/products', title: 'المنتجات', section: 'products', content: 'المنتجات. زراعة الأسنان والمواد الحيوية.' },
    { url: '/ar/surgical-division', title: 'القسم الجراحي', section: 'divisions', content: 'القسم الجراحي. جراحة الفم وزراعة الأسنان.' },
  ],
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Stands in for Pagefind: finds the words holding the term in each page's text, makes the excerpt
 * from their positions as the data layer does from Pagefind's, and writes `data-search-engine="loaded"` on the document so
 * a test can tell when it was loaded.
 */
function fixtureEngine(locale: Locale): Promise<SearchEngine> {
  document.documentElement.dataset.searchEngine = 'loaded'
  return Promise.resolve({
    search: async (term: string) => {
      const pattern = new RegExp(escapeRegExp(term), 'i')
      const hits = pages[locale].flatMap(({ content, ...page }) => {
        const locations = content.split(/\s+/).flatMap((word, at) => (pattern.test(word) ? [at] : []))
        return locations.length > 0 ? [{ ...page, excerpt: excerptOf(content, locations) }] : []
      })
      return { total: hits.length, hits }
    },
  })
}

/**
 * Stands in for Pagefind on a slow link: the first result is listed at once and the others come
 * later, when the page calls `window.releaseMoreResults()` (a test does; in Storybook they stay
 * on their way).
 */
function slowEngine(locale: Locale): Promise<SearchEngine> {
  return fixtureEngine(locale).then((engine) => ({
    search: async (term: string) => {
      const { total, hits } = await engine.search(term)
      const more = new Promise<typeof hits>((resolve) => {
        ;(window as unknown as { releaseMoreResults: () => void }).releaseMoreResults = () => resolve(hits.slice(1))
      })
      return { total, hits: hits.slice(0, 1), more }
    },
  }))
}

/** Stands in for Pagefind when its files cannot be fetched (offline). */
const failingEngine = () => Promise.reject(new Error('offline'))

const meta = {
  title: 'Components/SiteSearch',
  component: SiteSearch,
  parameters: { layout: 'padded' },
  args: { loadEngine: fixtureEngine },
} satisfies Meta<typeof SiteSearch>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
/** The first result listed while the others are on their way. */
export const ResultsInTwoRounds: Story = { globals: { locale: 'en' }, args: { loadEngine: slowEngine } }
/** The engine cannot be loaded: the status says so. */
export const Offline: Story = { globals: { locale: 'en' }, args: { loadEngine: failingEngine } }
/** The header's search control: once used, the search in its dialog (SearchDialog), on the products page. */
export const InDialog: Story = {
  globals: { locale: 'en' },
  parameters: { path: '/products' },
  render: ({ loadEngine }) => <SearchLink loadEngine={loadEngine} />,
}
