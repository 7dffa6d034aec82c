import type { Meta, StoryObj } from '@storybook/react-vite'
import { partnerLogos } from '#src/content/home'
import { PartnerLogo } from '#src/components/PartnerLogo/PartnerLogo'
import { Marquee } from './Marquee'

// The home page's strip of partner logos.
const meta = {
  title: 'Company/Marquee',
  component: Marquee,
  parameters: { layout: 'padded' },
  args: {
    label: 'Partner logos',
    children: partnerLogos.map((partner) => <PartnerLogo key={partner.id} name={partner.name} />),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 600 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Marquee>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
