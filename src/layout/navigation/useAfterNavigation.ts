import { useEffect, useEffectEvent, useRef } from 'react'
import { useLocation } from 'react-router-dom'

/**
 * Runs `action` after each client-side navigation to another page, not when the page first
 * hydrates: a menu the visitor opened before the app was ready must stay open (docs/decisions/0027).
 */
export function useAfterNavigation(action: () => void) {
  const { pathname } = useLocation()
  const shown = useRef(pathname)
  const run = useEffectEvent(action)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    run()
  }, [pathname])
}
