import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig, type Manifest, type Plugin } from 'vite'
import 'vite-react-ssg'
import { parseConfig } from './src/config.ts'
import { contactLimits } from './scripts/export/contract-limits.ts'
import { companyDetails } from './scripts/export/company-details.ts'
import { assertExportPath } from './scripts/export/export-paths.ts'
import { moveHydrationData } from './scripts/export/hydration-data.ts'
import { envPort } from './scripts/export/env-port.ts'
import { siteToday } from './scripts/export/today.ts'
import { aliases, NOT_FOUND_PATH } from './src/site.ts'
import { messagesOf, moduleMessagesPlugin, SHELL_MODULE } from './scripts/export/module-messages.ts'
import { deferScripts } from './scripts/export/preloads.ts'
import { locales, localizePath, splitLocalePath } from './src/i18n/locales.ts'

// Read and validated once: a bad value stops here with the variable's name (src/config.ts).
const appConfig = parseConfig(process.env)

/** The plugins and constants of every Vite build here: the site, component tests, Storybook. */
export function sitePlugins() {
  return [
    // The Lingui macro must run before React's transform sees the JSX. Babel parses only the
    // modules that name a macro package (a quarter of them): the filter runs in Rolldown, before any JavaScript.
    babel({
      presets: [
        defineRolldownBabelPreset({
          preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
          rolldown: { filter: { code: /@lingui\/(?:[\w-]+\/)?macro\b/ } },
        }),
      ],
    }),
    react(),
    lingui(),
    // `npm run dev -- --pseudo` (scripts/dev.ts): English pages pseudo-localised, in development only.
    moduleMessagesPlugin({ pseudo: process.env.PSEUDO_LOCALE === '1' }),
    vanillaExtractPlugin(),
  ]
}

/** react-helmet-async in the server render, its stand-in in the browser. */
function browserHelmet(): Plugin {
  const standIn = fileURLToPath(new URL('./src/layout/Page/browserHelmet.tsx', import.meta.url))
  return {
    name: 'browser-helmet',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      return id === 'react-helmet-async' && !options?.ssr ? standIn : null
    },
  }
}

/** Imports as `#src/…` (tsconfig.json's paths), the same in every Vite build, Vitest, Playwright and tsx. */
export const siteResolve = { tsconfigPaths: true }

export const siteDefine = {
  __APP_CONFIG__: JSON.stringify(appConfig),
  __CONTACT_LIMITS__: JSON.stringify(contactLimits()),
  __COMPANY_DETAILS__: JSON.stringify(companyDetails()),
  // The build's day, pinned under the tests with the fixture's (scripts/export/today.ts).
  __BUILD_YEAR__: JSON.stringify(siteToday().getUTCFullYear()),
}

// SITE_OUT_DIR: where the export is written (tests build variants beside the real dist/).
const outDir = process.env.SITE_OUT_DIR ?? 'dist'
let clientManifest: Manifest | undefined

export default defineConfig(({ command, isSsrBuild }) => ({
  define: siteDefine,
  resolve: siteResolve,
  // The browser keeps the head in step with a small stand-in for react-helmet-async
  // (src/layout/Page/browserHelmet.tsx), in development as in the build; the server render,
  // which writes the head tags into each page, keeps the package.
  plugins: [...sitePlugins(), browserHelmet()],
  // Served as source in development, so that its import of the package meets the plugin.
  optimizeDeps: command === 'serve' ? { exclude: ['vite-react-ssg'] } : {},
  // `npm run dev` listens on PORT like `npm start` (0: any free port).
  server: { port: envPort('PORT', 5173) },
  build: {
    target: 'es2022',
    outDir,
    // No preload helper: the first view's modules are listed by the page's loader (scripts/export/preloads.ts),
    // and the helper's table of every page's chunks would weigh on the entry. A page opened by a
    // link then finds its imports when its module parses (one round trip more on navigation).
    modulePreload: false,
    // One stylesheet for the whole site: every page's first view in one request (cached for
    // the next page), instead of one per chunk, each a round trip that holds up the first paint.
    cssCodeSplit: false,
    // Everything every page runs (React, the router, Lingui, the head manager, the shell) in the
    // entry chunk: one file compresses better than a dozen, and costs one request.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            // A catalogue is named after its module and language (AboutPage.ar-…js), beside the module's own chunk.
            chunkFileNames: ({ name, facadeModuleId }) => {
              const locale = facadeModuleId ? /\?messages=(\w+)$/.exec(facadeModuleId)?.[1] : undefined
              return locale ? `assets/${name}.${locale}-[hash].js` : 'assets/[name]-[hash].js'
            },
          },
        },
  },
  ssgOptions: {
    // flat: /about-us -> about-us.html, /404 -> 404.html, /ar/404 -> ar/404.html.
    dirStyle: 'flat',
    // Every static screen in every language, plus each language's 404 page (rendered by the `*`
    // route; vite-react-ssg writes no 404 page by itself). The screens are read off the route
    // table's paths and then localised, so a new route is pre-rendered in both languages.
    includedRoutes: (paths) => {
      const screens = new Set(
        paths
          .filter((path) => !/[:*]/.test(path))
          .map((path) => splitLocalePath(path.startsWith('/') ? path : `/${path}`).path)
          .filter((path) => !(path in aliases)),
      )
      // Checked before anything is written: a route is a file name (scripts/export/export-paths.ts).
      return locales.flatMap((locale) => [...screens, NOT_FOUND_PATH].map((path) => assertExportPath(localizePath(path, locale))))
    },
    // vite-react-ssg puts the head tags of the page before index.html's own; the charset must
    // stay within the first 1024 bytes, so it moves back to the top. Then the page's scripts wait
    // until it has painted (scripts/export/preloads.ts), and its loader data leaves its per-page inline
    // script, so the CSP needs one hash for all pages (scripts/export/hydration-data.ts).
    // The string searches below rely on the page's serialiser escaping markup in attribute values
    // (checked by scripts/build.ts before rendering).
    onPageRendered: (route, html) => {
      // The development server renders pages as they are asked for: no export, no manifest.
      if (command === 'serve') return html
      const charset = '<meta charset="UTF-8">'
      const { locale } = splitLocalePath(route)
      // Written by the client build, before the first page renders: read once, not per page.
      clientManifest ??= JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
      const page = deferScripts(html.replace(charset, '').replace('<head>', `<head>${charset}`), clientManifest, {
        locale,
        catalogues: (routeModules) => [SHELL_MODULE, ...routeModules].map((module) => messagesOf(module, locale)),
      })
      return moveHydrationData(page, route)
    },
    // Host files (_redirects, sitemap, robots, _headers) are written by scripts/export/finish-export.ts.
  },
}))
