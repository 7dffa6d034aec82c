import type { Meta, StoryObj } from '@storybook/react-vite'
import { onDarkSurface } from '../../../stories/DarkSurface'
import { ButtonLink } from './Button'

const meta = {
  title: 'Components/ButtonLink',
  component: ButtonLink,
  parameters: { layout: 'padded' },
  args: { to: '/contact-us', tone: 'primary', children: 'Contact us' },
} satisfies Meta<typeof ButtonLink>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = { globals: { locale: 'en' } }
export const PrimaryArabic: Story = { globals: { locale: 'ar' }, args: { children: 'تواصل معنا' } }
export const Outline: Story = { globals: { locale: 'en' }, args: { tone: 'outline' } }
/** The light tones sit on the brand's dark teal, as in the page heroes and the contact card. */
export const Light: Story = { globals: { locale: 'en' }, args: { tone: 'light' }, decorators: [onDarkSurface] }
export const OutlineLight: Story = { globals: { locale: 'en' }, args: { tone: 'outlineLight' }, decorators: [onDarkSurface] }
