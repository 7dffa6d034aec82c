import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { dentalSections } from '#src/content/dentalDivision'
import { medicalPartner } from '#src/content/medicalDivision'
import { PartnerCard } from './PartnerCard'

// The division pages' partner cards with the site's real content, each in both directions.
const meta = {
  title: 'Company/Partner card and pop-up',
  component: PartnerCard,
  parameters: { layout: 'padded' },
  args: { partner: dentalSections[0]!.partners[0]! },
  // Over some page content, which the pop-up makes inert.
  render: (args) => (
    <main style={{ maxInlineSize: 420 }}>
      <a href="#behind">A link behind the pop-up</a>
      <PartnerCard {...args} />
    </main>
  ),
} satisfies Meta<typeof PartnerCard>

export default meta
type Story = StoryObj<typeof meta>

const openPopup: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /View products|عرض المنتجات/ }))
}

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
export const PopupOpenEnglish: Story = { globals: { locale: 'en' }, play: openPopup }
export const PopupOpenArabic: Story = { globals: { locale: 'ar' }, play: openPopup }
/** The medical division's partner: a video in its pop-up. */
export const VideoPartnerEnglish: Story = { globals: { locale: 'en' }, args: { partner: medicalPartner } }
export const VideoPartnerArabic: Story = { globals: { locale: 'ar' }, args: { partner: medicalPartner } }
