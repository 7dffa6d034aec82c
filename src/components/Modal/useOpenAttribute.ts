import { useEffect, useState, type RefObject } from 'react'

/** Whether the element is shown as a popover (a dialog, where invoker commands are missing: Modal). */
export function popoverOpen(element: Element): boolean {
  try {
    return element.matches(':popover-open')
  } catch {
    return false // a browser without popovers
  }
}

/**
 * Whether a <dialog> or <details> is open, read from the element itself. The browser opens them
 * without any script (an invoker command, a tap on a summary), before React has hydrated as well
 * as after, so React follows the element's `open` attribute instead of owning it: a state kept
 * beside the element would miss what happened before hydration and undo it. A dialog shown as a
 * popover has no `open` attribute: its `toggle` event tells.
 */
export function useOpenAttribute(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const read = () => setOpen(element.hasAttribute('open') || popoverOpen(element))
    read()
    const observer = new MutationObserver(read)
    observer.observe(element, { attributes: true, attributeFilter: ['open'] })
    element.addEventListener('toggle', read)
    return () => {
      observer.disconnect()
      element.removeEventListener('toggle', read)
    }
  }, [ref])
  return open
}
