import type { Meta, StoryObj } from '@storybook/react-vite'
import { aboutFigures } from '#src/content/about'
import { leanFigures } from '#src/content/investor'
import { inSection } from '../../../stories/inSection'
import { KeyFigures } from './KeyFigures'

const meta = {
  title: 'Company/KeyFigures',
  component: KeyFigures,
  parameters: { layout: 'padded' },
  args: { items: leanFigures },
  decorators: [inSection],
} satisfies Meta<typeof KeyFigures>

export default meta
type Story = StoryObj<typeof meta>

/** The investor page's lean organisation: five figures, the first across two columns. */
export const LeanEnglish: Story = { globals: { locale: 'en' } }
export const LeanArabic: Story = { globals: { locale: 'ar' } }
/** The About page's three figures, small tiles beside the text of who we are. */
export const AboutCompact: Story = {
  globals: { locale: 'en' },
  args: { items: aboutFigures, size: 'compact' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 540, containerType: 'inline-size' }}>
        <Story />
      </div>
    ),
  ],
}
