import type { KnipConfig } from 'knip'

// knip reads no CSS: the font packages are used by the url()s of src/theme/fonts.css, which this
// compiler hands it as imports, so a package the stylesheet stops using is reported.
const fontUrls = (text: string) => [...text.matchAll(/url\(["'](@[^"']+)["']\)/g)].map(([, path]) => `import "${path}";`).join('\n')

const config: KnipConfig = {
  entry: [
    'src/main.tsx',
    'scripts/*.ts',
    'scripts/tools/**/*.ts',
    'tooling/dashboard/generate-images.ts',
    'tests/support/audit/reporter.ts',
    'tests/support/clear-axe-records.ts',
    'src/**/*.{stories,portable,spec,test}.{ts,tsx}',
    'scripts/**/*.test.ts',
    'tooling/**/*.test.ts',
    'tests/**/*.{test,spec}.{ts,tsx}',
    'playwright/index.tsx',
    'playwright*.config.ts',
    'vitest.config.ts',
    'vite.config.ts',
    'lingui.config.ts',
    '.storybook/*.{ts,tsx}',
  ],
  project: [
    'src/**/*.{ts,tsx,css}',
    'scripts/**/*.ts',
    'tests/**/*.{ts,tsx}',
    'tooling/**/*.ts',
    'stories/**/*.{ts,tsx}',
    'playwright/**/*.tsx',
    '.storybook/**/*.{ts,tsx}',
    '*.config.{ts,js}',
  ],
  playwright: false,
  'playwright-ct': false,
  vite: false,
  vitest: false,
  storybook: false,
  ignoreExportsUsedInFile: {
    interface: true,
    type: true,
  },
  compilers: { css: fontUrls },
  // Run as a program, from its own folder (tooling/cloudflare.ts), which knip does not follow.
  ignoreDependencies: ['wrangler'],
}

export default config
