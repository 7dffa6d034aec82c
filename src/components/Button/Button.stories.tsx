import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { ButtonLink } from './Button'

/** The light tones sit on the brand's dark teal, as in the page heroes and the contact card. */
const onBrand: Decorator = (Story) => (
  <div style={{ background: '#0b4f5c', padding: '1rem' }}>
    <Story />
  </div>
)

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
export const Light: Story = { globals: { locale: 'en' }, args: { tone: 'light' }, decorators: [onBrand] }
export const OutlineLight: Story = { globals: { locale: 'en' }, args: { tone: 'outlineLight' }, decorators: [onBrand] }
