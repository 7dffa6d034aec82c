import type { Meta, StoryObj } from '@storybook/react-vite'
import { NetworkMap } from './NetworkMap'

// The label is the Find us page's, in each language (locales/<lang>/contactUs.po).
const meta = {
  title: 'Components/NetworkMap',
  component: NetworkMap,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Map of Saudi Arabia showing our offices in Riyadh, Jeddah and Dammam and partner clinics across the Kingdom' },
} satisfies Meta<typeof NetworkMap>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
/** The city names in Arabic, where the cities are: geography does not turn round. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'خريطة المملكة العربية السعودية تُظهر مكاتبنا في الرياض وجدة والدمام والعيادات الشريكة في أنحاء المملكة' },
}
export const PhoneEnglish: Story = { globals: { locale: 'en', viewport: { value: 'mobile1' } } }
