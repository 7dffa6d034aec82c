import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => {}

/**
 * True while the page renders on the server or hydrates the HTML it was given: React takes the
 * server's value then, and the browser's (false) on every render after.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  )
