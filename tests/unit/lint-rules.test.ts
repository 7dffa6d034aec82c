import { ESLint } from 'eslint'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The import rules of eslint.config.js, run through ESLint itself on planted files: each forbidden
// direction is reported by its rule, and the directions the data flow allows are not. The planted
// imports name files that stay where they are (entry points, shared helpers): an import that does
// not resolve is reported by no rule.

const root = join(import.meta.dirname, '..', '..')
let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
})

/** The rule ids ESLint reports for `code` as if it were the file at `path` (relative to the repository). */
async function rulesReported(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? `fatal: ${message.message}`)
}

// The folder's name apart, so that a search of tests/ for imports of scripts/ finds no planted one.
const scripts = 'scripts'

describe('forbidden imports are reported', () => {
  it.each([
    ['a component importing the API layer', 'src/components/Planted/Planted.tsx', `import { createDashboard } from '#src/api/client'`],
    ['a component importing a page', 'src/components/Planted/Planted.tsx', `import { ContactPage } from '#src/pages/contact-us/ContactPage'`],
    ['a component reading the configuration', 'src/components/Planted/Planted.tsx', `import { config } from '#src/config'`],
    ['a component reading the configuration by a relative path', 'src/components/Planted/Planted.tsx', `import { config } from '../../config'`],
    ["a component reading the site's addresses", 'src/components/Planted/Planted.tsx', `import { SHELL_ID } from '#src/site'`],
    ['a component importing the page shell', 'src/components/Planted/Planted.tsx', `import { Header } from '#src/layout/Header/Header'`],
    ['the navigation data importing a component', 'src/navigation/planted.ts', `import { Icon } from '#src/components/Icon/Icon'`],
    ['the navigation data importing the page shell', 'src/navigation/planted.ts', `import { Header } from '#src/layout/Header/Header'`],
    ['a layout part importing the API layer', 'src/layout/Planted/Planted.tsx', `import { sendContactMessage } from '#src/api/client'`],
    ['the API layer importing a component', 'src/api/planted.ts', `import { Icon } from '#src/components/Icon/Icon'`],
    ['the API layer importing a page', 'src/api/planted.ts', `import { ContactPage } from '#src/pages/contact-us/ContactPage'`],
    ['the API layer importing static content', 'src/api/planted.ts', `import { offices } from '#src/content/offices'`],
    ['content importing a component', 'src/content/planted.ts', `import { LinkCards } from '#src/components/LinkCards/LinkCards'`],
    ['a shared type importing the API layer', 'src/types/planted.ts', `import { createDashboard } from '#src/api/client'`],
    ['the configuration importing the site', 'src/config.ts', `import { locales } from '#src/i18n/locales'`],
    ['a screen importing another screen', 'src/pages/about-us/Planted.tsx', `import { ContactPage } from '../contact-us/ContactPage'`],
    [
      "a screen importing another screen's styles",
      'src/pages/about-us/Planted.tsx',
      `import * as styles from '#src/pages/education-events/EventsPage.css.ts'`,
    ],
    ['shared page code importing a screen', 'src/pages/_shared/listing/planted.ts', `import { NewsPage } from '#src/pages/news/NewsPage'`],
    ['the site importing a test helper', 'src/i18n/planted.ts', `import { focusRing } from '../../tests/support/focus-ring'`],
    ['the site importing a script', 'src/planted.ts', `import '../${scripts}/export/finish-export'`],
    ['the site importing the shared tooling', 'src/api/planted.ts', `import { translate } from '#tooling/catalog'`],
    ['the site importing a story decorator', 'src/pages/planted.ts', `import { Providers } from '../../stories/Providers'`],
    ['a test importing a command', 'tests/site/planted.spec.ts', `import '../../${scripts}/tools/bench/bench'`],
    ['a story importing a command', 'stories/Planted.tsx', `import '../${scripts}/tools/bench/bench'`],
    ['the export importing the stand-ins', `${scripts}/export/planted.ts`, `import { startDashboard } from '#tooling/dashboard/server'`],
    ['the build command importing the stand-ins', `${scripts}/build.ts`, `import { translate } from '#tooling/catalog'`],
    ['the shared test support importing a suite', 'tests/support/planted.ts', `import { recordAudit } from '../audit/record'`],
    ['a script importing a test helper', 'scripts/planted.ts', `import { focusRing } from '../tests/support/focus-ring'`],
    ['the shared tooling importing a test helper', 'tooling/planted.ts', `import { focusRing } from '../tests/support/focus-ring'`],
    ['the shared tooling importing a command', 'tooling/planted.ts', `import '../scripts/tools/bench/bench'`],
  ])('%s', async (_, path, code) => {
    expect(await rulesReported(path, `${code}\n`)).toContain('import-x/no-restricted-paths')
  })

  it('a relative import climbing out of its folder of src/', async () => {
    expect(
      await rulesReported('src/pages/news/Planted.tsx', `import { Icon } from '../../components/Icon/Icon'\nexport const planted = Icon\n`),
    ).toEqual(['no-restricted-imports'])
  })

  it('a relative import into a neighbouring folder of src/ (one ../ is a folder left too)', async () => {
    expect(await rulesReported('src/components/Planted/Planted.tsx', `import { Icon } from '../Icon/Icon'\nexport const planted = Icon\n`)).toEqual([
      'no-restricted-imports',
    ])
  })

  it('a page writing its head without the typed Head', async () => {
    expect(await rulesReported('src/pages/planted/Planted.tsx', `import { Head } from 'vite-react-ssg'\nexport const planted = Head\n`)).toEqual([
      'no-restricted-imports',
    ])
  })

  it.each([
    ['a physical margin', `export const planted = style({ marginLeft: '1rem' })`],
    ['a physical position', `export const planted = style({ position: 'absolute', right: 0 })`],
    ['a physical size', `export const planted = style({ width: '100%' })`],
    ['a physical corner', `export const planted = style({ borderTopLeftRadius: '4px' })`],
    ['a physical alignment', `export const planted = style({ textAlign: 'left' })`],
    ['a four-value shorthand', `export const planted = style({ margin: '0 1rem 0 0' })`],
  ])('a style with %s (logical properties only, decision 0004)', async (_, code) => {
    const file = `import { style } from '@vanilla-extract/css'\n${code}\n`
    expect(await rulesReported('src/components/Planted/Planted.css.ts', file)).toEqual(['no-restricted-syntax'])
    // Its logical twin passes.
    const logical = file
      .replace('marginLeft', 'marginInlineStart')
      .replace('right: 0', 'insetInlineEnd: 0')
      .replace('width:', 'inlineSize:')
      .replace('borderTopLeftRadius', 'borderStartStartRadius')
      .replace("'left'", "'start'")
      .replace("margin: '0 1rem 0 0'", "marginBlock: 0, marginInline: '0 1rem'")
    expect(await rulesReported('src/components/Planted/Planted.css.ts', logical)).toEqual([])
  })

  it.each([
    ['a physical margin', `marginLeft: 4`, `marginInlineStart: 4`],
    ['a four-value shorthand with left and right apart', `margin: '0 1rem 0 0'`, `marginBlock: 0, marginInline: '0 1rem'`],
    ['a physical property as a string key', `'margin-right': 4`, `'margin-inline-end': 4`],
    ['a computed key', `['margin' + 'Left']: 4`, `marginInlineStart: 4`],
    ["a physical alignment typed 'as const'", `textAlign: 'left' as const`, `textAlign: 'start' as const`],
  ])('an inline style with %s (logical properties only, decision 0004)', async (_, physical, logical) => {
    const component = (style: string) => `export const Planted = () => <p style={{ ${style} }}>text</p>\n`
    expect(await rulesReported('src/components/Planted/Planted.tsx', component(physical))).toEqual(['no-restricted-syntax'])
    expect(await rulesReported('src/components/Planted/Planted.tsx', component(logical))).toEqual([])
  })

  it('an import cycle', async () => {
    // Icon is imported by ArticleCard: Icon importing ArticleCard closes a loop.
    const code = `import { ArticleCard } from '../ArticleCard/ArticleCard'\nexport const planted = ArticleCard\n`
    expect(await rulesReported('src/components/Icon/Icon.tsx', code)).toContain('import-x/no-cycle')
  })
})

describe('the imports the data flow allows are not', () => {
  it.each([
    [
      'a page importing the API layer, a component, content, shared page code and the configuration',
      'src/pages/news/Planted.tsx',
      [
        `import { createDashboard } from '#src/api/client'`,
        `import { LinkCards } from '#src/components/LinkCards/LinkCards'`,
        `import { divisions } from '#src/content/divisions'`,
        `import { loadListingPage } from '#src/pages/_shared/listing/listing'`,
        `import { config } from '#src/config'`,
        `import { NewsPage } from './NewsPage'`,
      ],
    ],
    [
      'a component importing content, the navigation data, i18n, the theme and shared types',
      'src/components/Planted/Planted.tsx',
      [
        `import { offices } from '#src/content/offices'`,
        `import { siteSections } from '#src/navigation/navigation'`,
        `import { useLocale } from '#src/i18n/LocaleProvider'`,
        `import { vars } from '#src/theme/theme.css'`,
        `import type { Picture } from '#src/types/picture'`,
      ],
    ],
    ['the page shell reading the configuration', 'src/layout/Page/Planted.tsx', [`import { config } from '#src/config'`]],
    [
      'the API layer importing i18n, shared types and the configuration',
      'src/api/planted.ts',
      [
        `import type { Locale } from '#src/i18n/locales'`,
        `import type { Picture } from '#src/types/picture'`,
        `import { config } from '#src/config'`,
      ],
    ],
    [
      "a component's story and test importing the suites' helpers and decorators",
      'src/components/Planted/Planted.spec.tsx',
      [
        `import { focusRing } from '../../../tests/support/focus-ring'`,
        `import { Providers } from '../../../stories/Providers'`,
        `import { xssVectors } from '#tooling/dashboard/xss-vectors'`,
      ],
    ],
    [
      'a test importing the shared tooling, the export pipeline and the site',
      'tests/unit/planted.test.ts',
      [
        `import { translate } from '#tooling/catalog'`,
        `import { readPage } from '#export/page-document'`,
        `import { createDashboard } from '#src/api/client'`,
      ],
    ],
    ['the stand-ins importing the export pipeline', 'tooling/planted.ts', [`import { siteToday } from '#export/today'`]],
    [
      'a script importing the shared tooling and the site',
      'scripts/tools/planted.ts',
      [`import { launchOptions } from '#tooling/chromium'`, `import { locales } from '#src/i18n/locales'`],
    ],
    ["the component-test mount importing the stories' providers", 'playwright/planted.tsx', [`import { Providers } from '../stories/Providers'`]],
  ])('%s', async (_, path, imports) => {
    expect(await rulesReported(path, `${imports.join('\n')}\n`)).toEqual([])
  })
})

describe('the compiled styles (npm run lint:styles)', () => {
  // vanilla-extract compiles a planted file as the build does, and stylelint reads the CSS: every
  // way of writing a physical direction arrives as the declaration it becomes.
  const planted = {
    "margin: '0 1rem 0 0'": ['wahat/mirrored-shorthands', `margin: '0 1rem 0 0'`, `marginBlock: 0, marginInline: '0 1rem'`],
    "['margin' + 'Left']: 4": ['csstools/use-logical', `['margin' + 'Left']: 4`, `['margin' + 'InlineStart']: 4`],
    "textAlign: 'left' as const": ['csstools/use-logical', `textAlign: 'left' as const`, `textAlign: 'start' as const`],
    "borderRadius: '4px 0 0 4px'": ['wahat/mirrored-shorthands', `borderRadius: '4px 0 0 4px'`, `borderRadius: '4px'`],
  } as const
  let folder: string

  beforeAll(() => {
    // Inside the repository, so that the planted files resolve its packages as a .css.ts of src/ does.
    mkdirSync(join(root, '.scratch'), { recursive: true })
    folder = mkdtempSync(join(root, '.scratch', 'planted-styles-'))
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  // A compiler in a child process, which in npm test waits on CPU beside the site's
  // run at a lower priority: the time allowed finds a hang, it measures nothing.
  it('reports each planted physical direction, and none of their logical twins', { timeout: 5 * 60_000 }, async () => {
    const file = (name: string, styles: string[]) => {
      const path = join(folder, `${name}.css.ts`)
      const body = styles.map((style, index) => `export const planted${index} = style({ ${style} })`).join('\n')
      writeFileSync(path, `import { style } from '@vanilla-extract/css'\n${body}\n`)
      return path
    }
    const cases = Object.values(planted)
    const physical = file(
      'Physical',
      cases.map(([, code]) => code),
    )
    const logical = file(
      'Logical',
      cases.map(([, , code]) => code),
    )
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tools/lint-styles.ts', physical, logical], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(result.status, result.stderr).toBe(1)
    const reports = result.stderr.split('\n').filter((line) => line.includes('.css.ts:'))
    expect(
      reports.every((line) => line.includes('Physical.css.ts')),
      result.stderr,
    ).toBe(true)
    // One report per planted style, by the rule that sees it.
    for (const [index, [rule]] of cases.entries()) {
      expect(
        reports.filter((line) => line.includes(`_planted${index}_`) && line.endsWith(`(${rule})`)),
        result.stderr,
      ).toHaveLength(1)
    }
    expect(reports).toHaveLength(cases.length)
  })
})
