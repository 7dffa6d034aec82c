import type { Meta, StoryObj } from '@storybook/react-vite'
import { Footer } from './Footer'

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { path: '/team' },
} satisfies Meta<typeof Footer>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
// Phones: the site map's four columns two by two.
export const MobileEnglish: Story = { globals: { locale: 'en', viewport: { value: 'mobile1' } } }
export const MobileArabic: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1' } } }
/** Under a page's worth of content, as it first appears: out of view. */
export const BelowTheFold: Story = {
  globals: { locale: 'en' },
  decorators: [
    (Story) => (
      <div>
        <div style={{ blockSize: '2000px' }} />
        <Story />
      </div>
    ),
  ],
}
