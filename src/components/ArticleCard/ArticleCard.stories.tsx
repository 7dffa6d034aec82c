import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { picture } from '../../../stories/fixtures/pictures'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { inSection } from '../../../stories/inSection'
import { ArticleCard } from './ArticleCard'

/** One card, as wide as a card of a listing's three columns. */
const aCard: Decorator = (Story) => (
  <div style={{ maxInlineSize: 360 }}>
    <Story />
  </div>
)

const meta = {
  title: 'Components/ArticleCard',
  component: ArticleCard,
  parameters: { layout: 'padded' },
  args: {
    to: '/news/2',
    picture,
    tag: 'Product launch',
    title: 'New IO-25 intraoral sensor',
    description: 'Sharper images in five seconds.',
    date: '2025-07-20T08:00:00Z',
  },
} satisfies Meta<typeof ArticleCard>

export default meta
type Story = StoryObj<typeof meta>

export const NewsEnglish: Story = { globals: { locale: 'en' }, decorators: [aCard] }
export const EventArabic: Story = {
  globals: { locale: 'ar' },
  decorators: [aCard],
  args: {
    to: '/education-events/1',
    tag: undefined,
    title: 'ندوة الرياض لزراعة الأسنان',
    description: 'يوم كامل من المحاضرات حول الجراحة الموجّهة.',
    date: '2025-10-14T09:00:00Z',
    location: 'الرياض',
  },
}
/** A sloppy record: no date, the default location. */
export const WithoutDate: Story = {
  globals: { locale: 'en' },
  decorators: [aCard],
  args: {
    to: '/education-events/3',
    tag: undefined,
    description: undefined,
    title: 'Infection control workshop',
    date: null,
    location: 'Not Specified',
  },
}

const descriptions = [
  'Short.',
  'A much longer description that runs over several lines of the card, so that this card would be taller than its neighbour if nothing evened them out.',
]

/** Seven cards of uneven texts in the grid the listings use, whose columns follow the count. */
export const SevenInAGrid: Story = {
  globals: { locale: 'en' },
  decorators: [inSection],
  render: () => (
    <ul className={cardGrid(7)}>
      {Array.from({ length: 7 }, (_, index) => (
        <li key={index}>
          <ArticleCard
            to={`/news/${index}`}
            picture={picture}
            title={`Article ${index}`}
            description={descriptions[index % 2]}
            date="2025-04-22T08:00:00Z"
          />
        </li>
      ))}
    </ul>
  ),
}

const longArabicTitles = [
  'ورشة عمل مكافحة العدوى والتعقيم في عيادات الأسنان',
  'ندوة التصوير الطبي في المستشفيات: مستجدات الأشعة المقطعية والرنين المغناطيسي والموجات فوق الصوتية',
  'دورة جراحة الفم التطبيقية: الخلع غير الرضحي والحفاظ على السنخ',
]

/** Three Arabic events of the fixture's longest titles in a row of three, as an event page's "more events" (a section of 1104px). */
export const LongArabicTitles: Story = {
  globals: { locale: 'ar' },
  decorators: [inSection],
  render: () => (
    <ul className={cardGrid(3)} style={{ maxInlineSize: 1104 }}>
      {longArabicTitles.map((title, index) => (
        <li key={title}>
          <ArticleCard to={`/education-events/${index + 6}`} picture={picture} title={title} date="2025-11-02" location="الرياض" />
        </li>
      ))}
    </ul>
  ),
}
