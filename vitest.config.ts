import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { siteDefine, sitePlugins } from './vite.config.ts'

// Unit tests run in Node with the site's own transforms (Lingui macros and catalogues).
export default defineConfig({
  plugins: sitePlugins(),
  define: siteDefine,
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/build/**/*.test.ts'],
    environment: 'node',
    // A worker per core, not Vitest's one fewer: the build tests spend most of their time waiting
    // on builds and servers (on 2 cores, 81 s instead of 147 s for the same CPU).
    maxWorkers: availableParallelism(),
    // The machines are shared: a test that waits on CPU is slow, not failing.
    testTimeout: 30_000,
    // Hooks launch Chromium, start servers and close them: 10 s (the default) is short at a load of 10 on 2 cores.
    hookTimeout: 60_000,
  },
})
