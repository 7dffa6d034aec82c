import type { Meta, StoryObj } from '@storybook/react-vite'
import { ArticleCard } from '#src/components/ArticleCard/ArticleCard'
import { picture } from './harness/pictures'

const meta = {
  title: 'Components/ArticleCard',
  component: ArticleCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ArticleCard>

export default meta
type Story = StoryObj<typeof meta>

export const NewsEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    to: '/news/2',
    picture,
    tag: 'Product launch',
    title: 'New IO-25 intraoral sensor',
    description: 'Sharper images in five seconds.',
    date: '2025-07-20T08:00:00Z',
  },
}
export const EventArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    to: '/education-events/1',
    picture,
    title: 'ندوة الرياض لزراعة الأسنان',
    description: 'يوم كامل من المحاضرات حول الجراحة الموجّهة.',
    date: '2025-10-14T09:00:00Z',
    location: 'الرياض',
  },
}
/** A sloppy record: no date, the default location. */
export const WithoutDate: Story = {
  globals: { locale: 'en' },
  args: { to: '/education-events/3', picture, title: 'Infection control workshop', date: null, location: 'Not Specified' },
}
