import { defineConfig } from 'vitest/config'

// Unit tests of pure helpers: plain Node, no site plugins.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
})
