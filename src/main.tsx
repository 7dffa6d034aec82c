import '#src/theme/fonts.css'
import '#src/theme/global.css.ts'
// vite-react-ssg imports react-dom/client only when it hydrates, a round trip after this entry
// has run: imported here, it comes with the entry (see the chunk groups in vite.config.ts).
import 'react-dom/client'
import { ViteReactSSG } from 'vite-react-ssg'
import { routes } from './routes'

export const createRoot = ViteReactSSG({ routes, basename: import.meta.env.BASE_URL })
