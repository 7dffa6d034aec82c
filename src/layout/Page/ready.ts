import { useEffect } from 'react'

/**
 * Tells the page's loader (scripts/export/page-loader.js) that React has hydrated the page, so it
 * replays a tap that came before (docs/decisions/0027). The attribute lets tests and later code
 * ask; the event fires once per page load, not on client-side navigations.
 */
export function useAnnounceReady() {
  useEffect(() => {
    const root = document.documentElement
    if (root.hasAttribute('data-app-ready')) return
    root.setAttribute('data-app-ready', '')
    document.dispatchEvent(new Event('app:ready'))
  }, [])
}
