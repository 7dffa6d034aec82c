import type { Meta, StoryObj } from '@storybook/react-vite'
import { boardReports } from '#src/content/boardReports'
import { BoardReportCard } from './BoardReportCard'

const meta = {
  title: 'Media center/BoardReportCard',
  component: BoardReportCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: { report: boardReports[boardReports.length - 1]! },
} satisfies Meta<typeof BoardReportCard>

export default meta
type Story = StoryObj<typeof meta>

export const FinalReportEnglish: Story = { globals: { locale: 'en' } }
export const FinalReportArabic: Story = { globals: { locale: 'ar' } }
export const FirstReport: Story = { globals: { locale: 'en' }, args: { report: boardReports[0]! } }
