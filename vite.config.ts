import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import 'vite-react-ssg'
import { parseConfig } from './src/config.ts'
import { moveHydrationData } from './scripts/hydration-data.ts'
import { aliases, NOT_FOUND_PATH } from './scripts/host-rules.ts'
import { locales, localizePath, splitLocalePath } from './src/i18n/locales.ts'

// Read and validated once: a bad value stops here with the variable's name (src/config.ts).
const appConfig = parseConfig(process.env)

/** The plugins and constants of every Vite build here: the site, component tests, Storybook. */
export function sitePlugins() {
  return [
    // The Lingui macro must run before React's transform sees the JSX.
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
  ]
}

export const siteDefine = {
  __APP_CONFIG__: JSON.stringify(appConfig),
  __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()),
}

export default defineConfig({
  plugins: sitePlugins(),
  define: siteDefine,
  // SITE_OUT_DIR: where the export is written (tests build variants beside the real dist/).
  build: { target: 'es2022', outDir: process.env.SITE_OUT_DIR ?? 'dist' },
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
      return locales.flatMap((locale) => [...screens, NOT_FOUND_PATH].map((path) => localizePath(path, locale)))
    },
    // vite-react-ssg puts the head tags of the page before index.html's own; the charset must
    // stay within the first 1024 bytes, so it moves back to the top.
    onPageRendered: (_route, html) => {
      // The loader data leaves its per-page inline script, so the CSP needs one hash for all pages.
      const charset = '<meta charset="UTF-8">'
      return moveHydrationData(html.replace(charset, '').replace('<head>', `<head>${charset}`))
    },
    // Host files (_redirects, sitemap, robots, _headers) are written by scripts/finish-export.ts.
  },
})
