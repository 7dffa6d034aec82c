import type { Localized } from '../content-types'
import { DAY, dated, type DatedBlog, type DatedEvent } from '../dated'
import { blogs } from './blogs'
import { events } from './events'

/** How many events and news articles the large fixture lists (`npm run bench`). */
const LARGE_COUNT = 1000

const HOUR = 3_600_000

/**
 * Record `id` of a large archive, made from the hand-written ones so every image, BlurHash and
 * HTML construct stays real: the template's text and image, a number in the title, a date
 * 36 hours before the previous record's (an event's end, for two in three, eight hours after its
 * start), and a closing paragraph, location or tag taken from other templates, so neighbouring
 * records differ. The same id and day always give the same record.
 */
function generated<T extends DatedEvent | DatedBlog>(templates: T[], id: number, newest: number): T {
  const at = (step: number) => templates[(id * step) % templates.length]!
  const template = templates[(id - 1) % templates.length]!
  const closing = (language: keyof Localized) => /<p>[\s\S]*?<\/p>/.exec(at(3).introduction[language])?.[0] ?? ''
  const starts = newest - (id - 1) * 36 * HOUR
  const time = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z')
  const { end_date: _end, ...record } = template as T & { end_date?: string }
  return {
    ...record,
    id,
    header: { en: `${template.header.en} (No. ${id})`, ar: `${template.header.ar} (رقم ${id})` },
    html_content: { en: `${template.html_content.en}\n${closing('en')}`, ar: `${template.html_content.ar}\n${closing('ar')}` },
    created_at: time(starts),
    ...('location' in template
      ? { location: (at(5) as DatedEvent).location, ...(id % 3 ? { end_date: time(starts + 8 * HOUR) } : {}) }
      : { tag: (at(5) as DatedBlog).tag }),
  } as T
}

/** LARGE_COUNT events and LARGE_COUNT news articles, newest first: the first events still to come, the news up to yesterday. */
export function largeContent(today: Date, count = LARGE_COUNT): { events: DatedEvent[]; blogs: DatedBlog[] } {
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const ids = Array.from({ length: count }, (_, index) => index + 1)
  const templates = { events: dated(events, today), blogs: dated(blogs, today) }
  return {
    events: ids.map((id) => generated(templates.events, id, day + 30 * DAY + 9 * HOUR)),
    blogs: ids.map((id) => generated(templates.blogs, id, day - DAY + 9 * HOUR)),
  }
}
