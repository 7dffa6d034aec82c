import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type RefObject } from 'react'
import { closeModal, Modal, openModal } from '#src/components/Modal/Modal'
import { useAfterNavigation } from '#src/navigation/useAfterNavigation'
import type { Locale } from '#src/i18n/locales'
import type { LoadSearchEngine } from '#src/types/search'
import { SiteSearch } from './SiteSearch'

/**
 * The site search in the shared Modal, opened by the header's and the drawer's search control
 * once the app runs (SearchLink imports this module on the first use, so no page loads it before).
 * The field has focus when it opens; Escape closes it and focus goes back to the control; following
 * a result closes it.
 */
function SearchDialog({ id, control, loadEngine }: { id: string; control: RefObject<HTMLElement | null>; loadEngine: LoadSearchEngine }) {
  const { t } = useLingui()
  const field = useRef<HTMLInputElement>(null)

  // Mounted by the control's first use: that use opens it.
  useEffect(() => openModal(id), [id])
  useAfterNavigation(() => closeModal(id))

  return (
    <Modal id={id} title={t`Search`} closeLabel={t`Close search`} returnFocusTo={control} initialFocus={field}>
      <SiteSearch loadEngine={loadEngine} fieldRef={field} onEscape={() => closeModal(id)} />
    </Modal>
  )
}

/** This module's component with its texts in `locale` (per-module catalogues: scripts/export/module-messages.ts). */
export async function withMessages(locale: Locale) {
  const { messages } = await (locale === 'ar' ? import('./SearchDialog?messages=ar') : import('./SearchDialog?messages=en'))
  return { SearchDialog, messages }
}
