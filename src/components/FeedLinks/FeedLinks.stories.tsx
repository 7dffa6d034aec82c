import type { Meta, StoryObj } from '@storybook/react-vite'
import { eventFeeds } from '../../../stories/fixtures/feeds'
import { FeedLinks } from './FeedLinks'

// FeedHead, the same links in the page's head, has nothing to show: the Page stories show a head.
const meta = {
  title: 'Components/FeedLinks',
  component: FeedLinks,
  parameters: { layout: 'padded' },
  args: { links: eventFeeds.en },
} satisfies Meta<typeof FeedLinks>

export default meta
type Story = StoryObj<typeof meta>

/** A feed and a calendar, as the education events list them. */
export const FeedAndCalendarEnglish: Story = { globals: { locale: 'en' } }
export const FeedAndCalendarArabic: Story = { globals: { locale: 'ar' }, args: { links: eventFeeds.ar } }
/** A feed alone, as the media center lists it. */
export const FeedOnly: Story = { globals: { locale: 'en' }, args: { links: eventFeeds.en.slice(0, 1) } }
