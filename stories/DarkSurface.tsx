import type { Decorator } from '@storybook/react-vite'
import { vars } from '#src/theme/theme.css.ts'

/** The header's, footer's and heroes' deep teal under a story, for the parts drawn in their light tone. */
export const onDarkSurface: Decorator = (Story) => (
  <div style={{ background: vars.color.brand, padding: vars.space.lg }}>
    <Story />
  </div>
)
