import type { ComponentType } from 'react'
import { Outlet } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { loadMessages, shellNamespaces, type Namespace } from './i18n/catalogs/load'
import { LocaleProvider, PageMessages } from './i18n/LocaleProvider'
import { locales, localizePath, type Locale } from './i18n/locales'
import { SiteLayout } from './layout/SiteLayout/SiteLayout'
import { NotFoundPage } from './pages/errors/NotFoundPage'
import { RouteError } from './pages/errors/RouteError'

/** The text namespaces a route loads (lingui.config.ts), read by vite.config.ts to preload them. */
export interface RouteTexts {
  namespaces: readonly Namespace[]
}

/** A page module: its component, and the loader and static paths it may have. */
type PageModule = { Component: ComponentType } & Pick<RouteRecord, 'loader' | 'getStaticPaths'>

interface PageRoute {
  path?: string
  index?: true
  /** The page's own namespaces, beyond the shell's `layout` and `common` (checked by tests/unit/routes.test.ts). */
  handle: RouteTexts
  page: () => Promise<PageModule>
}

/**
 * The screens of SPEC §2, without language. Mounted twice below: at `/` (English) and at
 * `/ar` (Arabic). Each page is its own chunk; vite-react-ssg resolves it before hydrating.
 */
export const pageRoutes: PageRoute[] = [
  { index: true, handle: { namespaces: ['home', 'ourTeam'] }, page: () => import('./pages/home/HomePage') },
  { path: 'about-us', handle: { namespaces: ['about'] }, page: () => import('./pages/about/AboutPage') },
  { path: 'team', handle: { namespaces: ['ourTeam'] }, page: () => import('./pages/team/TeamPage') },
  { path: 'news', handle: { namespaces: ['mediaCenter'] }, page: () => import('./pages/news/NewsPage') },
  { path: 'news/:id', handle: { namespaces: [] }, page: () => import('./pages/news/NewsArticlePage') },
  { path: 'media-center', handle: { namespaces: [] }, page: () => import('./pages/news/MediaCenterAlias') },
  { path: 'education-events', handle: { namespaces: ['education'] }, page: () => import('./pages/events/EventsPage') },
  { path: 'education-events/:id', handle: { namespaces: [] }, page: () => import('./pages/events/EventArticlePage') },
  { path: 'divisions', handle: { namespaces: ['divisions'] }, page: () => import('./pages/divisions/DivisionsPage') },
  { path: 'dental-division', handle: { namespaces: ['dentalDivision'] }, page: () => import('./pages/dental/DentalDivisionPage') },
  { path: 'medical-division', handle: { namespaces: ['medicalDivision'] }, page: () => import('./pages/medical/MedicalDivisionPage') },
  {
    path: 'orthodontic-division',
    handle: { namespaces: ['dentalDivision', 'divisions'] },
    page: () => import('./pages/orthodontic/OrthodonticDivisionPage'),
  },
  { path: 'surgical-division', handle: { namespaces: ['dentalDivision', 'divisions'] }, page: () => import('./pages/surgical/SurgicalDivisionPage') },
  { path: 'contact-us', handle: { namespaces: ['contactUs'] }, page: () => import('./pages/contact/ContactPage') },
  { path: 'products', handle: { namespaces: [] }, page: () => import('./pages/products/ProductsPage') },
  { path: 'find-us', handle: { namespaces: ['contactUs'] }, page: () => import('./pages/find-us/FindUsPage') },
  { path: 'book-a-meeting', handle: { namespaces: ['contactUs'] }, page: () => import('./pages/book-a-meeting/BookMeetingPage') },
  { path: 'initial-public-offering', handle: { namespaces: ['ipo'] }, page: () => import('./pages/ipo/InvestorPage') },
]

/**
 * A page's route in one language: its module and its namespaces load together, so the page
 * never renders before its texts, on first load or on navigation.
 */
function localizedPage({ page, handle, ...route }: PageRoute, locale: Locale): RouteRecord {
  return {
    ...route,
    handle,
    errorElement: <RouteError />,
    lazy: async () => {
      const [{ Component, ...module }, messages] = await Promise.all([page(), loadMessages(locale, handle.namespaces)])
      return {
        ...module,
        element: handle.namespaces.length ? (
          <PageMessages messages={messages}>
            <Component />
          </PageMessages>
        ) : (
          <Component />
        ),
      }
    },
  } as RouteRecord
}

function languageRoute(locale: Locale): RouteRecord {
  const handle: RouteTexts = { namespaces: shellNamespaces }
  return {
    path: localizePath('/', locale),
    handle,
    lazy: async () => {
      const messages = await loadMessages(locale, handle.namespaces)
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
        children: [...pageRoutes.map((route) => localizedPage(route, locale)), { path: '*', element: <NotFoundPage /> }],
      },
    ],
  }
}

export const routes: RouteRecord[] = locales.map(languageRoute)
