import type { Messages } from '@lingui/core'
import { mergeCatalog } from './catalog'

// One chunk per language: a page downloads its own language's catalogue only.
export const messages = mergeCatalog(import.meta.glob<{ messages: Messages }>('../../../locales/en/*.po', { eager: true }))
