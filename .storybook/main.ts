import type { StorybookConfig } from '@storybook/react-vite'

// Builds with the project's vite.config.ts (Lingui, vanilla-extract, the same constants).
const config: StorybookConfig = {
  // Each component's stories beside it (src/components/X/X.stories.tsx); the shared decorators and fixtures are in stories/.
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  staticDirs: ['../public'],
}

export default config
