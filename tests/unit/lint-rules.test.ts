import { ESLint } from 'eslint'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

// The import rules of eslint.config.js, run through ESLint itself on planted files: each forbidden
// direction is reported by its rule, and the directions the data flow allows are not. The planted
// imports name files that stay where they are (entry points, test harnesses): an import that does
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

describe('forbidden imports are reported', () => {
  it.each([
    ['a component importing the API layer', 'src/components/Planted/Planted.tsx', `import { createDashboard } from '../../api/client'`],
    ['a component importing a page', 'src/components/Planted/Planted.tsx', `import { ContactPage } from '../../pages/contact/ContactPage'`],
    ['a layout part importing the API layer', 'src/layout/Planted/Planted.tsx', `import { sendContactMessage } from '../../api/client'`],
    ['the API layer importing a component', 'src/api/planted.ts', `import { Icon } from '../components/Icon/Icon'`],
    ['the API layer importing a page', 'src/api/planted.ts', `import { ContactPage } from '../pages/contact/ContactPage'`],
    ['content importing a component', 'src/content/planted.ts', `import { LinkCards } from '../components/LinkCards/LinkCards'`],
    ['a shared type importing the API layer', 'src/types/planted.ts', `import { createDashboard } from '../api/client'`],
    ['the site importing a test helper', 'src/i18n/planted.ts', `import { RevealHarness } from '../../tests/components/harness/RevealHarness'`],
    ['the site importing a script', 'src/planted.ts', `import '../scripts/build'`],
    ['the site importing a story', 'src/pages/planted.ts', `import { Providers } from '../../stories/Providers'`],
    ['a story importing a test helper', 'stories/Planted.stories.tsx', `import { RevealHarness } from '../tests/components/harness/RevealHarness'`],
    ['a script importing a test helper', 'scripts/planted.ts', `import { RevealHarness } from '../tests/components/harness/RevealHarness'`],
  ])('%s', async (_, path, code) => {
    expect(await rulesReported(path, `${code}\n`)).toEqual(['import-x/no-restricted-paths'])
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
    expect(await rulesReported('src/components/Planted/Planted.css.ts', logical)).toEqual([])
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
      'a page importing the API layer, a component and content',
      'src/pages/planted/Planted.tsx',
      [
        `import { createDashboard } from '../../api/client'`,
        `import { LinkCards } from '../../components/LinkCards/LinkCards'`,
        `import { divisions } from '../../content/divisions'`,
      ],
    ],
    [
      'a component importing content, i18n, the theme and shared types',
      'src/components/Planted/Planted.tsx',
      [
        `import { offices } from '../../content/offices'`,
        `import { useLocale } from '../../i18n/LocaleProvider'`,
        `import { vars } from '../../theme/theme.css'`,
        `import type { Picture } from '../../types/picture'`,
      ],
    ],
    [
      'the API layer importing i18n and shared types',
      'src/api/planted.ts',
      [`import type { Locale } from '../i18n/locales'`, `import type { Picture } from '../types/picture'`],
    ],
    [
      'a test importing a story fixture, a script and the site',
      'tests/unit/planted.test.ts',
      [
        `import { products } from '../../stories/harness/products'`,
        `import '../../scripts/build'`,
        `import { createDashboard } from '../../src/api/client'`,
      ],
    ],
    ["the component-test mount importing the stories' providers", 'playwright/planted.tsx', [`import { Providers } from '../stories/Providers'`]],
  ])('%s', async (_, path, imports) => {
    expect(await rulesReported(path, `${imports.join('\n')}\n`)).toEqual([])
  })
})
