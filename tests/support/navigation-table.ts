/**
 * The navigation the shell must offer, written once from the specification (docs/product.md,
 * "Screens", "Header", "Footer", and decision 0018: every screen reachable from every page), not
 * read from src/navigation: the Header, Drawer and Footer specs compare what each draws with it,
 * so a screen dropped from, or misplaced in, the code's list fails them.
 */

/** Every screen by the text of its link, with its path in English (Arabic adds /ar). */
export const screens = {
  Home: '/',
  Products: '/products',
  'All divisions': '/divisions',
  'Dental division': '/dental-division',
  'Medical division': '/medical-division',
  'Orthodontic division': '/orthodontic-division',
  'Surgical division': '/surgical-division',
  'About us': '/about-us',
  'Our Team': '/team',
  'Investors (IPO)': '/initial-public-offering',
  'Media center': '/news',
  'Education events': '/education-events',
  'Contact us': '/contact-us',
  'Find us': '/find-us',
  'Book a meeting': '/book-a-meeting',
} as const

export type Screen = keyof typeof screens

const divisions: Screen[] = ['All divisions', 'Dental division', 'Medical division', 'Orthodontic division', 'Surgical division']
const company: Screen[] = ['About us', 'Our Team', 'Investors (IPO)']
const newsAndEvents: Screen[] = ['Media center', 'Education events']
const contact: Screen[] = ['Contact us', 'Find us', 'Book a meeting']

/** Each part of the shell: its sections' titles and its links, in the order shown. */
export const expectedNavigation = {
  // The header's dropdowns; Products sits with the divisions.
  header: {
    sections: ['Divisions', 'Company', 'News & events', 'Contact'],
    links: [...divisions, 'Products', ...company, ...newsAndEvents, ...contact],
  },
  // The drawer: home and products first, then the header's sections, open.
  drawer: {
    sections: ['Divisions', 'Company', 'News & events', 'Contact'],
    links: ['Home', 'Products', ...divisions, ...company, ...newsAndEvents, ...contact],
  },
  // The footer's site map: the specification's six links lead it, the company first.
  footer: {
    sections: ['Company', 'Divisions', 'News & events', 'Contact'],
    links: ['Home', ...company, ...divisions, 'Products', ...newsAndEvents, ...contact],
  },
} satisfies Record<string, { sections: string[]; links: Screen[] }>

/** The href of a screen's link on a page of `locale`. */
export const hrefOf = (screen: Screen, locale: 'en' | 'ar') => {
  const path = screens[screen]
  if (locale === 'en') return path
  return path === '/' ? '/ar' : `/ar${path}`
}
