import { useLoaderData } from 'react-router-dom'

/**
 * The data the route's own loader gave the page, typed by that loader:
 * `usePageData<typeof loader>()`. At build time the loader runs; in the browser vite-react-ssg
 * hands back what it saved. Where the host may answer a path that was never pre-rendered (a
 * listing page past the last) there is none: `usePageData<typeof loader, null>()`.
 *
 * React Router's own hook with the loader's type (its `useLoaderData` returns `unknown`): no code
 * of its own, so the pages that use it carry none.
 */
export const usePageData = useLoaderData as <Loader extends (...args: never[]) => unknown, Missing = never>() => Awaited<ReturnType<Loader>> | Missing
