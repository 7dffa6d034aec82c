import type { Messages } from '@lingui/core'

/** Folds the per-namespace PO modules of one language (locales/<lang>/*.po) into one catalogue. */
export function mergeCatalog(modules: Record<string, { messages: Messages }>): Messages {
  return Object.assign({}, ...Object.values(modules).map((module) => module.messages))
}
