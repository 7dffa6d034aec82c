import { describe, expect, it } from 'vitest'
import { moduleCatalogues, SHELL_MODULE } from './module-messages'
import { translate } from '#tooling/catalog'

// The catalogues the site loads are cut by module: the shell's, and each page's beyond it. What
// a page shows at build time is checked by the build itself (a missing message stops it,
// src/i18n/catalogs/load.ts); this checks the cut.

const catalogues = moduleCatalogues(process.cwd())
const shown = async (module: string, locale: 'en' | 'ar') => Object.values(await catalogues.messagesOf(module, locale))

describe('a module’s catalogue', () => {
  it('follows static imports, not type-only or dynamic ones', () => {
    const news = catalogues.modulesOf('src/pages/news/NewsPage.tsx')
    expect(news).toContain('src/pages/news/BoardReportCard.tsx')
    expect(news).toContain('src/content/boardReports.ts')
    expect(news).toContain('src/components/CardGrid/CardGrid.css.ts')
    // The loader imports the dashboard client on demand, at build time.
    expect(news).not.toContain('src/api/client.ts')
    expect(catalogues.modulesOf('src/components/TeamGrid/TeamGrid.tsx')).not.toContain('src/content/types.ts')
  })

  it('holds the messages of the page and of what it imports, translated', async () => {
    const about = await shown('src/pages/about-us/AboutPage.tsx', 'ar')
    expect(about).toContain(translate('ar', 'Innovation'))
    expect(await shown('src/pages/about-us/AboutPage.tsx', 'en')).toContain('Innovation')
    expect(await shown('src/pages/contact-us/ContactPage.tsx', 'ar')).toContain(translate('ar', 'Please enter your full name.'))
    expect(await shown('src/api/client.ts', 'ar')).toContain(translate('ar', 'Not Specified'))
  })

  it('leaves out other pages’ messages, and the shell’s', async () => {
    const about = await shown('src/pages/about-us/AboutPage.tsx', 'ar')
    expect(about).not.toContain(translate('ar', 'Please enter your full name.'))
    expect(about).not.toContain(translate('ar', 'Skip to content'))
    expect(about).not.toContain(translate('ar', 'Page not found'))
  })

  it('of the shell holds the header, footer, 404 and error pages, and no page’s', async () => {
    const shell = await shown(SHELL_MODULE, 'ar')
    for (const message of ['Skip to content', 'Page not found', 'Something went wrong', 'Wahat Medical'])
      expect(shell).toContain(translate('ar', message))
    expect(shell).not.toContain(translate('ar', 'Innovation'))
    expect(shell).not.toContain(translate('ar', 'Please enter your full name.'))
  })
})
