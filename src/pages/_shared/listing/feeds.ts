import { articleSections } from '#src/site'

/**
 * The feeds and calendars of the articles (scripts/export/feeds.ts writes them), in a language's
 * section: `/news/feed.xml`, `/ar/education-events/feed.xml` (Atom), `/education-events/12.ics`
 * (one event) and `/education-events/upcoming.ics` (every event still to come). Paths without
 * the language prefix; `localizePath` adds it. Here rather than in src/site.ts, which every page
 * loads: only the pages that link them need them.
 */
export const feedPath = (kind: keyof typeof articleSections) => `/${articleSections[kind]}/feed.xml`
export const eventCalendarPath = (id: number) => `/${articleSections.event}/${id}.ics`
export const upcomingCalendarPath = `/${articleSections.event}/upcoming.ics`
