// @ts-check
/**
 * Lint rules, and the architecture written as import rules.
 *
 * Data flows one way: dashboard → src/api → a route's loader → the page (src/pages) →
 * components (src/components, src/layout). Around it: src/content (static content); src/i18n,
 * src/theme and src/types, the ground floor (src/types holds shapes that a producer and a
 * consumer share, such as Picture); and outside src/ the tools that build, show and test the
 * site (scripts/, stories/, tests/, playwright/, .storybook/). Each zone below names a direction
 * that imports must not take; tests/unit/lint-rules.test.ts plants a break of each kind and
 * expects it reported.
 */
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname

const screens = ['src/pages', 'src/routes.tsx', 'src/main.tsx']
const components = ['src/components', 'src/layout']
const outsideSrc = ['scripts', 'tests', 'stories', 'playwright', '.storybook']

/** @type {{ target: string[]; from: string[]; message: string }[]} */
const zones = [
  {
    target: components,
    from: ['src/api', ...screens],
    message: 'Components get their data as props: the page maps API records onto the props a component declares.',
  },
  {
    target: ['src/api'],
    from: [...components, ...screens],
    message: 'The API layer knows no screen: pages and loaders call it, never the reverse.',
  },
  {
    target: ['src/content'],
    from: [...components, ...screens, 'src/api'],
    message: 'Static content is data: it declares its own types, and components import it, not the reverse.',
  },
  {
    target: ['src/i18n', 'src/theme', 'src/types'],
    from: [...components, ...screens, 'src/api', 'src/content'],
    message: 'Languages, the theme and the shared types are the ground floor: everything may import them, they import none of it.',
  },
  {
    target: ['src'],
    from: outsideSrc,
    message: 'The site never imports its tools: scripts, stories and tests import src/, not the reverse.',
  },
  {
    target: ['stories'],
    from: ['scripts', 'tests', 'playwright'],
    message: 'Stories are the catalogue of component states that component tests reuse: tests import stories, not the reverse.',
  },
]
const scriptsZone = {
  target: ['scripts'],
  from: ['tests', 'stories', 'playwright', '.storybook'],
  message: 'Scripts run the site and its tools; what both scripts and tests need lives in scripts/.',
}

const boundaries = (/** @type {typeof zones} */ zones) => ['error', { basePath: root, zones }]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'storybook-static/',
      '.scratch/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'playwright/.cache/',
      '.vite-react-ssg-temp/',
      '.bench/',
      '.dashboard/',
      '.tmp-shots/',
      'src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // tsc (noUnusedLocals, noUnusedParameters) already reports these, with the same exceptions.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    rules: {
      // Every page is pre-rendered: what only the browser knows (a saved draft, ?category=, an
      // article published after the build) is applied in an effect once hydration has matched
      // the HTML. That is the pattern this React Compiler heuristic reports.
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.tsx'], extends: [jsxA11y.flatConfigs.recommended] },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'] })],
      // no-cycle follows imports by parsing each imported file: TypeScript ones need this parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': boundaries([...zones, scriptsZone]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    // RTL by construction (decision 0004): styles use logical properties only. A physical one
    // (marginLeft, paddingRight, left, width…) or a physical keyword (textAlign: 'left') would
    // not turn round on Arabic pages.
    files: ['**/*.css.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Property > .key[name=/^(margin|padding|border|scrollMargin|scrollPadding)(Left|Right|Top|Bottom)|^border(Top|Bottom)(Left|Right)Radius$|^(left|right|top|bottom|width|height|minWidth|maxWidth|minHeight|maxHeight)$/]',
          message: 'Use the logical property (marginInlineStart, insetInlineEnd, inlineSize…): styles must turn round on Arabic pages.',
        },
        {
          selector: 'Property[key.name=/^(textAlign|float|clear)$/] > Literal[value=/^(left|right)$/]',
          message: "Use 'start' or 'end' (or inline-start/inline-end): styles must turn round on Arabic pages.",
        },
      ],
    },
  },
  {
    // The head is written through components/Head: its props are what the browser's stand-in for
    // react-helmet-async supports (src/layout/Page/browserHelmet.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/Head/Head.tsx', 'src/layout/Page/browserHelmet.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'vite-react-ssg', importNames: ['Head'], message: 'Write the head with src/components/Head.' },
            { name: 'react-helmet-async', message: 'Write the head with src/components/Head.' },
          ],
        },
      ],
    },
  },
)
