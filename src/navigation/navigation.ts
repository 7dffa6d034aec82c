import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  /** Language-neutral path; LocalLink adds the /ar prefix on Arabic pages. */
  to: string
  label: MessageDescriptor
}

/** A titled set of links: a dropdown in the header, a section in the drawer, a column in the footer. */
export interface NavGroup {
  id: string
  label: MessageDescriptor
  items: NavItem[]
}

/**
 * Every screen of the site, once, with the label the navigation gives it. The header, the drawer
 * and the footer only arrange these, so a screen cannot be labelled two ways or forgotten by one.
 */
const screens = {
  home: { to: '/', label: msg`Home` },
  divisions: { to: '/divisions', label: msg`All divisions` },
  dental: { to: '/dental-division', label: msg`Dental division` },
  medical: { to: '/medical-division', label: msg`Medical division` },
  orthodontic: { to: '/orthodontic-division', label: msg`Orthodontic division` },
  surgical: { to: '/surgical-division', label: msg`Surgical division` },
  products: { to: '/products', label: msg`Products` },
  about: { to: '/about-us', label: msg`About us` },
  team: { to: '/team', label: msg`Our Team` },
  investors: {
    to: '/initial-public-offering',
    label: msg({ message: 'Investors (IPO)', comment: 'Link to the initial public offering page' }),
  },
  mediaCenter: { to: '/news', label: msg`Media center` },
  education: { to: '/education-events', label: msg`Education events` },
  contact: { to: '/contact-us', label: msg`Contact us` },
  findUs: { to: '/find-us', label: msg`Find us` },
  bookMeeting: { to: '/book-a-meeting', label: msg`Book a meeting` },
} satisfies Record<string, NavItem>

const navGroups = {
  divisions: {
    id: 'divisions',
    label: msg`Divisions`,
    items: [screens.divisions, screens.dental, screens.medical, screens.orthodontic, screens.surgical],
  },
  company: {
    id: 'company',
    label: msg({ message: 'Company', comment: 'Navigation group: about us, our team, investors' }),
    items: [screens.about, screens.team, screens.investors],
  },
  media: {
    id: 'media',
    label: msg({ message: 'News & events', comment: 'Navigation group: media center and education events' }),
    items: [screens.mediaCenter, screens.education],
  },
  contact: {
    id: 'contact',
    label: msg({ message: 'Contact', context: 'navigation group', comment: 'Navigation group: contact us, find us, book a meeting' }),
    items: [screens.contact, screens.findUs, screens.bookMeeting],
  },
} satisfies Record<string, NavGroup>

/**
 * The header on wide screens: dropdowns for the sections (every screen is one click away from the
 * header alone), Products as a plain link, and Contact us as its button.
 */
export const headerNav = {
  entries: [navGroups.divisions, screens.products, navGroups.company, navGroups.media, navGroups.contact] satisfies Array<NavGroup | NavItem>,
  contact: screens.contact,
}

/** The drawer on phones: the header's sections as titled lists, with Home and Products on top. */
export const drawerNav = {
  top: [screens.home, screens.products],
  groups: [navGroups.divisions, navGroups.company, navGroups.media, navGroups.contact],
}

/** The footer's site map: every screen, in four columns. */
export const footerNav: NavGroup[] = [
  { ...navGroups.company, items: [screens.home, ...navGroups.company.items] },
  { ...navGroups.divisions, items: [...navGroups.divisions.items, screens.products] },
  navGroups.media,
  navGroups.contact,
]

export function isGroup(entry: NavGroup | NavItem): entry is NavGroup {
  return 'items' in entry
}

/**
 * The site's sections, as the drawer arranges them: Home and Products alone, then each group. The
 * page's `<main>` names its section for the search index (a result is labelled with it), so
 * search has no list of sections of its own.
 */
export const siteSections: NavGroup[] = [
  ...drawerNav.top.map((item) => ({ id: item.to === '/' ? 'home' : item.to.slice(1), label: item.label, items: [item] })),
  ...drawerNav.groups,
]

/** The section of a language-neutral path (`/news/3` → the group holding `/news`), or undefined for a page of none (`/search`). */
export function sectionOf(neutralPath: string): NavGroup | undefined {
  const screen = `/${neutralPath.split('/')[1] ?? ''}`
  return siteSections.find((section) => section.items.some((item) => item.to === screen))
}
