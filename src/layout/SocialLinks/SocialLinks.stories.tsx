import type { Meta, StoryObj } from '@storybook/react-vite'
import { onDarkSurface } from '../../../stories/DarkSurface'
import { SocialLinks } from './SocialLinks'

const meta = {
  title: 'Layout/SocialLinks',
  component: SocialLinks,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SocialLinks>

export default meta
type Story = StoryObj<typeof meta>

/** Light, in the footer. */
export const LightEnglish: Story = { globals: { locale: 'en' }, decorators: [onDarkSurface] }
export const LightArabic: Story = { globals: { locale: 'ar' }, decorators: [onDarkSurface] }
/** Dark, in the drawer's white panel. */
export const DarkEnglish: Story = { globals: { locale: 'en' }, args: { tone: 'dark' } }
