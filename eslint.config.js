// @ts-check
/**
 * Lint rules, and the architecture written as import rules.
 *
 * Data flows one way: dashboard → src/api → a route's loader → the page (src/pages) →
 * the page shell (src/layout) and components (src/components), which never import the shell.
 * Around it: src/content (static content); src/navigation (the screens' list and the hook that
 * closes a menu after a navigation, read by the shell and by components alike); src/i18n,
 * src/theme and src/types, the ground floor (src/types holds shapes that a producer and a
 * consumer share, such as Picture); src/config.ts (the build's configuration) and src/site.ts
 * (the addresses pages and host files agree on), which import nothing of the site and which
 * components never read (a component gets what it shows as props).
 *
 * Each screen is a folder of src/pages named by its route (`about-us/` serves /about-us); what
 * several screens share is in src/pages/_shared/, and no screen imports another.
 *
 * Outside src/: scripts/ (the commands: build, start, serve, dev, and the developer tools) with
 * scripts/export (everything npm run build runs for a production export), tests/ (the suites,
 * and tests/support, which every suite shares), stories (beside each component, with the shared
 * decorators in stories/), and tooling/, the stand-ins for the world in development and tests
 * (the fixture dashboard, the webhook stand-in, the local server, browser launchers, catalogue
 * lookups). The dependency runs one way, tooling → export: the export never imports tooling/.
 * Tests and stories import no command; the site imports none of these; tooling imports no test.
 *
 * Each zone below names a direction that imports must not take; tests/unit/lint-rules.test.ts
 * plants a break of each kind and expects it reported.
 */
import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const root = import.meta.dirname

/** Every screen folder (src/pages/<route>/), read off the tree so that a new screen is zoned at once. */
const screenFolders = readdirSync(`${root}/src/pages`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '_shared')
  .map((entry) => `src/pages/${entry.name}`)

const screens = ['src/pages', 'src/routes.tsx', 'src/main.tsx']
const components = ['src/components', 'src/layout']
const settings = ['src/config.ts', 'src/site.ts']
const groundFloor = ['src/i18n', 'src/theme', 'src/types']
const siteFolders = ['src/api', 'src/content', 'src/navigation', ...components, ...groundFloor, ...screens]
const tools = ['scripts', 'tests', 'stories', 'tooling', 'playwright', '.storybook']

/** Stories and tests beside the code they show and check: they may use what the suites use. */
const besideTheCode = [
  'src/**/*.stories.tsx',
  'src/**/*.portable.ts',
  'src/**/*.spec.tsx',
  'src/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
  'tooling/**/*.test.ts',
]

/** @type {{ target: string[] | string; from: string[] | string; message: string }[]} */
const siteZones = [
  {
    target: components,
    from: ['src/api', ...screens],
    message: 'Components get their data as props: the page maps API records onto the props a component declares.',
  },
  {
    target: 'src/components',
    from: 'src/layout',
    message: 'Components never import the page shell: what both need (the navigation data and its hooks) lives below both, in src/navigation.',
  },
  {
    target: 'src/navigation',
    from: [...components, ...screens, 'src/api', 'src/content', ...settings],
    message: 'The navigation data sits below the components and the layout that read it: it imports none of them.',
  },
  {
    target: 'src/components',
    from: settings,
    message:
      "Components get settings as props (the site's address, an embed's URL): only the data layer, the page shell and the screens read src/config.ts and src/site.ts.",
  },
  {
    target: ['src/api'],
    from: [...components, ...screens, 'src/content'],
    message: 'The API layer knows no screen and no static content: pages and loaders call it and combine the two, never the reverse.',
  },
  {
    target: ['src/content'],
    from: [...components, ...screens, 'src/api', ...settings],
    message: 'Static content is data: it declares its own types, and components import it, not the reverse.',
  },
  {
    target: groundFloor,
    from: [...components, ...screens, 'src/api', 'src/content', ...settings],
    message: 'Languages, the theme and the shared types are the ground floor: everything may import them, they import none of it.',
  },
  {
    target: settings,
    from: siteFolders,
    message: 'src/config.ts and src/site.ts are read by the site; they import none of it.',
  },
  ...screenFolders.map((screen) => ({
    target: screen,
    from: screenFolders.filter((other) => other !== screen),
    message: 'A screen imports no other screen: what two screens share moves to src/pages/_shared/.',
  })),
  {
    target: 'src/pages/_shared',
    from: screenFolders,
    message: 'Shared page code serves the screens and imports none of them.',
  },
]

/** @type {typeof siteZones} */
const toolZones = [
  {
    target: ['scripts', 'tooling', 'stories', '.storybook'],
    from: ['tests'],
    message: 'Tests import what they check and tooling/; nothing imports a test.',
  },
  {
    target: 'tests/support',
    from: ['tests/audit', 'tests/build', 'tests/checks', 'tests/engines', 'tests/site', 'tests/unit'],
    message: 'tests/support is shared by every suite and imports none of them: what several suites use moves into it.',
  },
  {
    target: ['tests', 'stories', '.storybook', 'playwright'],
    from: 'scripts',
    except: ['./export'],
    message: 'Tests and stories never import the commands: they may use the export pipeline (scripts/export) they check, and tooling/.',
  },
  {
    target: ['tooling'],
    from: ['scripts/tools', 'scripts/start.ts', 'scripts/serve.ts', 'scripts/dev.ts', 'scripts/build.ts', 'stories', 'playwright', '.storybook'],
    message: 'tooling/ is below the commands: it may use the export pipeline (scripts/export), never a command.',
  },
]

/** The build is its own room (its tests beside it may use the stand-ins, as every test does). */
const buildZone = {
  target: ['scripts/export', 'scripts/build.ts', 'vite.config.ts'],
  from: ['tooling'],
  message:
    'The build is its own room: what npm run build runs for a production export never imports tooling/ (the stand-ins import the build, not the reverse).',
}

/** The site never imports its tools, except in the stories and tests kept beside its code. */
const siteZone = {
  target: 'src',
  from: tools,
  message: 'The site never imports its tools: scripts, stories and tests import src/, not the reverse.',
}

const boundaries = (/** @type {object[]} */ zones) => ['error', { basePath: root, zones }]

const physicalProperty =
  /^(margin|padding|border|scrollMargin|scrollPadding)(Left|Right|Top|Bottom)|^border(Top|Bottom)(Left|Right)Radius$|^(left|right|top|bottom|width|height|minWidth|maxWidth|minHeight|maxHeight)$|^(margin|padding|border|scroll-margin|scroll-padding)-(left|right|top|bottom)|^(min-|max-)?(width|height)$/

/**
 * The physical directions a style object can name, as no-restricted-syntax selectors under
 * `scope`: a property as an identifier or a string key, a left/right keyword however it is
 * typed (`'left' as const`), and a four-value shorthand whose left and right differ.
 */
const physicalDirections = (/** @type {string} */ scope) => [
  {
    selector: `${scope}Property > .key:matches([name=${physicalProperty}], [value=${physicalProperty}])`,
    message: 'Use the logical property (marginInlineStart, insetInlineEnd, inlineSize…): styles must turn round on Arabic pages.',
  },
  {
    selector: `${scope}Property:matches([key.name=/^(textAlign|float|clear)$/], [key.value=/^(textAlign|float|clear|text-align)$/]) Literal[value=/^(left|right)$/]`,
    message: "Use 'start' or 'end' (or inline-start/inline-end): styles must turn round on Arabic pages.",
  },
  {
    // top right bottom left, with right other than left.
    selector: `${scope}Property[key.name=/^(margin|padding|inset|scrollMargin|scrollPadding|borderWidth|borderStyle|borderColor)$/] Literal[value=/^\\s*\\S+\\s+(\\S+)\\s+\\S+\\s+(?!\\1\\s*$)\\S+\\s*$/]`,
    message: 'A four-value shorthand with left and right apart does not turn round: write its block and inline sides (marginBlock, marginInline).',
  },
]

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
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.json'], tsconfig: { configFile: `${root}/tsconfig.json` } }),
      ],
      // no-cycle follows imports by parsing each imported file: TypeScript ones need this parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': boundaries([...siteZones, ...toolZones, buildZone]),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: besideTheCode,
    rules: { 'import-x/no-restricted-paths': boundaries([...siteZones, ...toolZones, siteZone]) },
  },
  {
    // A story or test beside the code may render what it shows the way a page would, and use the suites' helpers.
    files: besideTheCode,
    rules: { 'import-x/no-restricted-paths': boundaries(toolZones) },
  },
  {
    // RTL by construction (decision 0004): styles use logical properties only. A physical one
    // (marginLeft, paddingRight, left, width…) or a physical keyword (textAlign: 'left') would
    // not turn round on Arabic pages. This is the quick check in the editor; `npm run lint:styles`
    // checks the CSS the .css.ts files compile to, where every way of writing one arrives.
    files: ['**/*.css.ts'],
    rules: { 'no-restricted-syntax': ['error', ...physicalDirections('')] },
  },
  {
    // An inline style reaches the browser without a compile step to check: the same rules, and
    // no key computed where no lint can read it.
    files: ['**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...physicalDirections('JSXAttribute[name.name="style"] '),
        {
          selector: 'JSXAttribute[name.name="style"] Property[computed=true]',
          message: 'Name inline style properties as written keys: a computed one hides a physical direction from the lint.',
        },
      ],
    },
  },
  {
    // The head is written through components/Head: its props are what the browser's stand-in for
    // react-helmet-async supports (src/layout/Page/browserHelmet.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/Head/Head.tsx', 'src/layout/Page/browserHelmet.tsx', ...besideTheCode],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'vite-react-ssg', importNames: ['Head'], message: 'Write the head with src/components/Head.' },
            { name: 'react-helmet-async', message: 'Write the head with src/components/Head.' },
          ],
          // One import style: `#src/…` across folders of src/ (tsconfig.json paths), relative within one.
          patterns: [
            { regex: '^\\.\\./(?!(\\.\\./)*openapi/)', message: 'Import across folders of src/ as #src/…; a relative path stays within its folder.' },
          ],
        },
      ],
    },
  },
)
