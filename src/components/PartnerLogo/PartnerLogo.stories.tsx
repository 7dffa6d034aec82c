import type { Meta, StoryObj } from '@storybook/react-vite'
import { dentalSections } from '#src/content/dentalDivision'
import { partnerLogos } from '#src/content/home'
import { medicalPartner } from '#src/content/medicalDivision'
import { PartnerLogo } from './PartnerLogo'

// A partner's wordmark alone; the Marquee and PartnerCard stories show it where the site does.
const meta = {
  title: 'Components/PartnerLogo',
  component: PartnerLogo,
  parameters: { layout: 'padded' },
  args: { name: partnerLogos[0]!.name },
} satisfies Meta<typeof PartnerLogo>

export default meta
type Story = StoryObj<typeof meta>

export const ShortName: Story = { globals: { locale: 'en' } }
/** The longest brand name of the strip, still drawn whole. */
export const LongName: Story = { globals: { locale: 'en' }, args: { name: partnerLogos[3]!.name } }
/** Brand names stay Latin and left to right on an Arabic page. */
export const OnArabicPage: Story = { globals: { locale: 'ar' }, args: { name: partnerLogos[3]!.name } }
/** As a partner card draws it, larger. */
export const Large: Story = { globals: { locale: 'en' }, args: { name: partnerLogos[1]!.name, displayHeight: 72 } }
/** Every partner of the site, each with a mark of its own. */
export const EveryPartner: Story = {
  globals: { locale: 'en' },
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      {[...new Set([...dentalSections.flatMap((section) => section.partners.map((partner) => partner.name)), medicalPartner.name])].map((name) => (
        <PartnerLogo key={name} name={name} />
      ))}
    </div>
  ),
}
