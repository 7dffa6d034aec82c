/**
 * The shape of the fixture dashboard's content (tooling/dashboard/content/): every text in
 * English and Arabic; images named by a key that tooling/dashboard/generate-images.ts draws.
 */
export interface Localized {
  en: string
  ar: string
}

/** An image key such as 'events-1', which the server answers at `/images/<key>.jpg`; or the URL of an image on another site. */
export type ImageKey = string

/** What events and news articles share. */
interface ArticleFixture {
  id: number
  header: Localized
  description: Localized
  image_title: Localized
  /** HTML: one or two paragraphs. */
  introduction: Localized
  /** HTML: headings (h2/h3), paragraphs, a list, a link, an image (<img src="/images/<key>.jpg" alt="...">). */
  html_content: Localized
  /** When it is published (news) or starts (events), from the fixture's today. */
  when: Moment
  image: ImageKey
}

/**
 * A moment relative to the day the fixture dashboard starts (scripts/export/today.ts), so that its company
 * lives on any day: whole days from that day (negative: before it) and a UTC time of day
 * (`HH:MM`), or no time for a date alone.
 */
export interface Moment {
  days: number
  time?: string
}

export interface EventFixture extends ArticleFixture {
  location: Localized
  /** When it ends (the contract's `end_date`): left out for some, as dashboards do. */
  ends?: Moment
}

export interface BlogFixture extends ArticleFixture {
  tag: Localized
}

export interface ProductFixture {
  id: number
  title: Localized
  short_description: Localized
  description: Localized
  image: ImageKey
}

export interface CategoryFixture {
  id: number
  name: Localized
  image: ImageKey
  products: ProductFixture[]
}

export interface DoctorFixture {
  id: number
  name: Localized
  specialization: Localized
  location: Localized
  image: ImageKey
}

export interface TestimonialFixture {
  id: number
  name: Localized
  text: Localized
}
