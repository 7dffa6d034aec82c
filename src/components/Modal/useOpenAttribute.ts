import { useEffect, useState, type RefObject } from 'react'

/**
 * Whether a <dialog> or <details> is open, read from the element itself. The browser opens them
 * without any script (an invoker command, a tap on a summary), before React has hydrated as well
 * as after, so React follows the element's `open` attribute instead of owning it: a state kept
 * beside the element would miss what happened before hydration and undo it.
 */
export function useOpenAttribute(ref: RefObject<HTMLElement | null>): boolean {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    const read = () => setOpen(element.hasAttribute('open'))
    read()
    const observer = new MutationObserver(read)
    observer.observe(element, { attributes: true, attributeFilter: ['open'] })
    return () => observer.disconnect()
  }, [ref])
  return open
}
