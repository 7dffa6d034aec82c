import { Outlet } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { loadMessages } from './i18n/catalogs/load'
import { LocaleProvider } from './i18n/LocaleProvider'
import { locales, localizePath, type Locale } from './i18n/locales'
import { SiteLayout } from './layout/SiteLayout/SiteLayout'
import { NotFoundPage } from './pages/errors/NotFoundPage'
import { RouteError } from './pages/errors/RouteError'

type PageRoute = Pick<RouteRecord, 'path' | 'index' | 'lazy' | 'getStaticPaths'>

/**
 * The screens of SPEC §2, without language. Mounted twice below: at `/` (English) and at
 * `/ar` (Arabic). Each page is its own chunk; vite-react-ssg resolves it before hydrating.
 */
export const pageRoutes: PageRoute[] = [
  { index: true, lazy: () => import('./pages/home/HomePage') },
  { path: 'about-us', lazy: () => import('./pages/about/AboutPage') },
  { path: 'team', lazy: () => import('./pages/team/TeamPage') },
  { path: 'news', lazy: () => import('./pages/news/NewsPage') },
  { path: 'news/:id', lazy: () => import('./pages/news/NewsArticlePage') },
  { path: 'media-center', lazy: () => import('./pages/news/MediaCenterAlias') },
  { path: 'education-events', lazy: () => import('./pages/events/EventsPage') },
  { path: 'education-events/:id', lazy: () => import('./pages/events/EventArticlePage') },
  { path: 'divisions', lazy: () => import('./pages/divisions/DivisionsPage') },
  { path: 'dental-division', lazy: () => import('./pages/dental/DentalDivisionPage') },
  { path: 'medical-division', lazy: () => import('./pages/medical/MedicalDivisionPage') },
  { path: 'orthodontic-division', lazy: () => import('./pages/orthodontic/OrthodonticDivisionPage') },
  { path: 'surgical-division', lazy: () => import('./pages/surgical/SurgicalDivisionPage') },
  { path: 'contact-us', lazy: () => import('./pages/contact/ContactPage') },
  { path: 'products', lazy: () => import('./pages/products/ProductsPage') },
  { path: 'find-us', lazy: () => import('./pages/find-us/FindUsPage') },
  { path: 'book-a-meeting', lazy: () => import('./pages/book-a-meeting/BookMeetingPage') },
  { path: 'initial-public-offering', lazy: () => import('./pages/ipo/InvestorPage') },
]

function languageRoute(locale: Locale): RouteRecord {
  return {
    path: localizePath('/', locale),
    lazy: async () => {
      const messages = await loadMessages(locale)
      return {
        element: (
          <LocaleProvider locale={locale} messages={messages}>
            <Outlet />
          </LocaleProvider>
        ),
      }
    },
    children: [
      {
        element: <SiteLayout />,
        errorElement: <RouteError />,
        children: [
          ...pageRoutes.map((route) => ({ ...route, errorElement: <RouteError /> }) as RouteRecord),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  }
}

export const routes: RouteRecord[] = locales.map(languageRoute)

