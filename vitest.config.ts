import { defineConfig } from 'vitest/config'
import { siteDefine, sitePlugins } from './vite.config'

// Unit tests run in Node with the site's own transforms (Lingui macros and catalogues).
export default defineConfig({
  plugins: sitePlugins(),
  define: siteDefine,
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
})
