import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Runs `action` after each client-side navigation, not when the page first hydrates: a menu the
 * visitor opened before the app was ready must stay open (docs/decisions/0027). A link to the page
 * already shown is a navigation too (the router gives it a new location key, the path unchanged):
 * choosing it closes the menu that offered it.
 */
export function useAfterNavigation(action: () => void) {
  const { key } = useLocation()
  const shown = useRef(key)
  const run = useEffectEvent(action)
  useEffect(() => {
    if (shown.current === key) return
    shown.current = key
    run()
  }, [key])
}
