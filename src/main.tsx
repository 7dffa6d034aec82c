import '#src/theme/fonts.css'
import '#src/theme/global.css.ts'
// vite-react-ssg imports react-dom/client only when it hydrates, a round trip after this entry
// has run: imported here, it comes with the entry (see the chunk groups in vite.config.ts).
import 'react-dom/client'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes'

// Hosts answer `//about-us` and `/ar//news` with the page of the path without the empty segment,
// where the router would match no route and hydrate the page as the 404 page: the app starts at
// the address the host answered (docs/decisions/0044).
if (!import.meta.env.SSR && /\/\//.test(location.pathname)) {
  history.replaceState(history.state, '', location.pathname.replace(/\/{2,}/g, '/') + location.search + location.hash)
}

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL })
