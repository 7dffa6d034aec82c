import type { StorybookConfig } from '@storybook/react-vite'

// Builds with the project's vite.config.ts (Lingui, vanilla-extract, the same constants).
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: ['../public'],
}

export default config
