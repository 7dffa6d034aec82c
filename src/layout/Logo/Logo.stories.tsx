import type { Meta, StoryObj } from '@storybook/react-vite'
import { onDarkSurface } from '../../../stories/DarkSurface'
import { Logo } from './Logo'

const meta = {
  title: 'Layout/Logo',
  component: Logo,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

/** Light, on the header's and footer's teal. */
export const LightEnglish: Story = { globals: { locale: 'en' }, decorators: [onDarkSurface] }
export const LightArabic: Story = { globals: { locale: 'ar' }, decorators: [onDarkSurface] }
/** Dark, on a white page. */
export const Dark: Story = { globals: { locale: 'en' }, args: { tone: 'dark' } }
