import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { SearchSectionId } from './sections'

/** What a search result's section is called, in the visitor's language. */
export const sectionLabels: Record<SearchSectionId, MessageDescriptor> = {
  products: msg({ message: 'Products', context: 'search section' }),
  divisions: msg({ message: 'Divisions', context: 'search section' }),
  news: msg({ message: 'News', context: 'search section' }),
  events: msg({ message: 'Events', context: 'search section' }),
  company: msg({ message: 'Company', context: 'search section' }),
  contact: msg({ message: 'Contact', context: 'search section' }),
  home: msg({ message: 'Home', context: 'search section' }),
}
