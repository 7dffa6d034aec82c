import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './FeedLinks.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`links a feed for readers and a calendar as a download, in the page's language (${locale})`, async ({ mount, page }) => {
    const story = locale === 'ar' ? <stories.FeedAndCalendarArabic /> : <stories.FeedAndCalendarEnglish />
    await mount<HooksConfig>(story, { hooksConfig: { locale } })
    const prefix = locale === 'ar' ? '/ar' : ''
    const feed = page.getByRole('link', { name: translate(locale, 'Follow the events in a feed reader (Atom)') })
    await expect(feed).toHaveAttribute('href', `${prefix}/education-events/feed.xml`)
    await expect(feed).toHaveAttribute('type', 'application/atom+xml')
    await expect(feed).not.toHaveAttribute('download')
    const calendar = page.getByRole('link', { name: translate(locale, 'Add the upcoming events to your calendar') })
    await expect(calendar).toHaveAttribute('href', `${prefix}/education-events/upcoming.ics`)
    await expect(calendar).toHaveAttribute('type', 'text/calendar')
    await expect(calendar).toHaveAttribute('download', '')
    // Each link's symbol is decoration: the label names it.
    await expect(page.locator('a svg[aria-hidden="true"]')).toHaveCount(2)
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
