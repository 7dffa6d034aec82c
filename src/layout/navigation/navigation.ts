import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

export interface NavItem {
  /** Language-neutral path; LocalLink adds the /ar prefix on Arabic pages. */
  to: string
  label: MessageDescriptor
}

// The navigation labels of SPEC "Header": one descriptor each, shared by header, drawer and footer.
export const navLabels = {
  home: msg`Home`,
  divisions: msg`Divisions`,
  medical: msg`Medical division`,
  dental: msg`Dental division`,
  about: msg`About us`,
  education: msg`Education events`,
  mediaCenter: msg`Media center`,
  ipo: msg`IPO`,
  team: msg`Our Team`,
  findUs: msg`Find us`,
  contact: msg`Contact us`,
} satisfies Record<string, MessageDescriptor>

export const headerNav = {
  divisions: [
    { to: '/medical-division', label: navLabels.medical },
    { to: '/dental-division', label: navLabels.dental },
  ],
  links: [
    { to: '/about-us', label: navLabels.about },
    { to: '/education-events', label: navLabels.education },
  ],
  contact: { to: '/contact-us', label: navLabels.contact },
} satisfies Record<string, NavItem | NavItem[]>

export const drawerNav: NavItem[] = [
  { to: '/about-us', label: navLabels.about },
  { to: '/divisions', label: navLabels.divisions },
  { to: '/medical-division', label: navLabels.medical },
  { to: '/dental-division', label: navLabels.dental },
  { to: '/education-events', label: navLabels.education },
]

export const footerNav: NavItem[] = [
  { to: '/', label: navLabels.home },
  { to: '/about-us', label: navLabels.about },
  { to: '/divisions', label: navLabels.divisions },
  { to: '/team', label: navLabels.team },
  { to: '/education-events', label: navLabels.education },
  { to: '/contact-us', label: navLabels.contact },
]
