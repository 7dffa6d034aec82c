import type { BlogFixture, EventFixture, Localized } from '../content-types'
import { blogs } from './blogs'
import { events } from './events'

/** How many events and news articles the large fixture lists (`npm run bench`). */
const LARGE_COUNT = 1000

const HOUR = 3_600_000

/**
 * Record `id` of a large archive, made from the hand-written ones so every image, BlurHash and
 * HTML construct stays real: the template's text and image, a number in the title, a date
 * 36 hours before the previous record's, and a closing paragraph, location or tag taken from
 * other templates, so neighbouring records differ. The same id always gives the same record.
 */
function generated<T extends EventFixture | BlogFixture>(templates: T[], id: number, newest: number): T {
  const at = (step: number) => templates[(id * step) % templates.length]!
  const template = templates[(id - 1) % templates.length]!
  const closing = (language: keyof Localized) => /<p>[\s\S]*?<\/p>/.exec(at(3).introduction[language])?.[0] ?? ''
  return {
    ...template,
    id,
    header: { en: `${template.header.en} (No. ${id})`, ar: `${template.header.ar} (رقم ${id})` },
    html_content: { en: `${template.html_content.en}\n${closing('en')}`, ar: `${template.html_content.ar}\n${closing('ar')}` },
    created_at: new Date(newest - (id - 1) * 36 * HOUR).toISOString().replace('.000Z', 'Z'),
    ...('location' in template ? { location: (at(5) as EventFixture).location } : { tag: (at(5) as BlogFixture).tag }),
  }
}

/** LARGE_COUNT events and LARGE_COUNT news articles, newest first. */
export function largeContent(count = LARGE_COUNT): { events: EventFixture[]; blogs: BlogFixture[] } {
  const newest = Date.UTC(2026, 5, 1, 9)
  const ids = Array.from({ length: count }, (_, index) => index + 1)
  return {
    events: ids.map((id) => generated(events, id, newest)),
    blogs: ids.map((id) => generated(blogs, id, newest - 6 * HOUR)),
  }
}
