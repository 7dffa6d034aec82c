import { useEffect, type RefObject } from 'react'

/** docs/product.md "Numbers": a drag moves the strip 1.25 times as far as the pointer. */
const DRAG_MULTIPLIER = 1.25
/** Pointer travel (px) that turns a press into a drag; a shorter one is still a click. */
const DRAG_THRESHOLD = 5

/**
 * Lets a horizontally scrolling element be dragged with a mouse or pen (touch scrolls
 * natively). A drag never ends in a click on what it started on, so tabs stay clickable.
 */
export function useDragScroll(ref: RefObject<HTMLElement | null>, multiplier = DRAG_MULTIPLIER): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    let start: { x: number; scroll: number } | null = null
    let dragged = false
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return
      start = { x: event.clientX, scroll: element.scrollLeft }
      dragged = false
    }
    const onMove = (event: PointerEvent) => {
      if (!start) return
      const distance = event.clientX - start.x
      if (!dragged && Math.abs(distance) < DRAG_THRESHOLD) return
      if (!dragged) {
        // Scroll snapping would pull the strip back to a card on every step of the drag; it
        // snaps once, to the nearest card, when the drag ends.
        element.style.scrollSnapType = 'none'
      }
      dragged = true
      element.scrollLeft = start.scroll - distance * multiplier
    }
    // A cancelled press (the browser took the gesture over, the pointer was lost) ends the drag
    // as a release does: otherwise the strip would go on following the pointer.
    const onUp = () => {
      if (start && dragged) element.style.scrollSnapType = ''
      start = null
    }
    // A press on a picture or a link would otherwise start the browser's own drag of that
    // picture or link, and the strip would stop following the pointer.
    const onDragStart = (event: DragEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      if (!dragged) return
      event.preventDefault()
      event.stopPropagation()
      dragged = false
    }
    element.addEventListener('pointerdown', onDown)
    window.addEventListener('pointermove', onMove)
    window.addEventListener('pointerup', onUp)
    window.addEventListener('pointercancel', onUp)
    element.addEventListener('click', onClick, true)
    element.addEventListener('dragstart', onDragStart)
    return () => {
      element.removeEventListener('pointerdown', onDown)
      window.removeEventListener('pointermove', onMove)
      window.removeEventListener('pointerup', onUp)
      window.removeEventListener('pointercancel', onUp)
      element.removeEventListener('click', onClick, true)
      element.removeEventListener('dragstart', onDragStart)
    }
  }, [ref, multiplier])
}
