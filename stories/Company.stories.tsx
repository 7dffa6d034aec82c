import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { Board, BoardWithPhoto, InvestorChart, MedicalPartner, PartnerMarquee, PartnerWithPopup } from './harness/CompanyHarness'

// The company pages' components with the site's real content, each in both directions.
const meta = {
  title: 'Company/Partner card and pop-up',
  component: PartnerWithPopup,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PartnerWithPopup>

export default meta
type Story = StoryObj<typeof meta>

const openPopup: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /View products|عرض المنتجات/ }))
}

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
export const PopupOpenEnglish: Story = { globals: { locale: 'en' }, play: openPopup }
export const PopupOpenArabic: Story = { globals: { locale: 'ar' }, play: openPopup }
export const VideoPartnerEnglish: Story = { globals: { locale: 'en' }, render: () => <MedicalPartner /> }
export const VideoPartnerArabic: Story = { globals: { locale: 'ar' }, render: () => <MedicalPartner /> }
export const MarqueeEnglish: Story = { globals: { locale: 'en' }, render: () => <PartnerMarquee /> }
export const MarqueeArabic: Story = { globals: { locale: 'ar' }, render: () => <PartnerMarquee /> }
export const SalesChartEnglish: Story = { globals: { locale: 'en' }, render: () => <InvestorChart /> }
export const SalesChartArabic: Story = { globals: { locale: 'ar' }, render: () => <InvestorChart /> }
export const BoardEnglish: Story = { globals: { locale: 'en' }, render: () => <Board /> }
export const BoardArabic: Story = { globals: { locale: 'ar' }, render: () => <Board /> }
export const BoardWithPhotoEnglish: Story = { globals: { locale: 'en' }, render: () => <BoardWithPhoto /> }
export const BoardWithPhotoArabic: Story = { globals: { locale: 'ar' }, render: () => <BoardWithPhoto /> }
