import type { ComponentType } from 'react'
import { Outlet } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import type { Catalogue } from '#src/i18n/catalogs/load'
import { LocaleProvider, PageMessages } from '#src/i18n/LocaleProvider'
import { locales, localizePath, type Locale } from '#src/i18n/locales'
import { SiteLayout } from '#src/layout/SiteLayout/SiteLayout'
import { LISTING_PAGES } from './site'
import { NotFoundPage } from '#src/pages/_shared/errors/NotFoundPage'
import { NotFoundWhereServed, notFoundRouteId } from '#src/pages/_shared/errors/NotFoundWhereServed'
import { loadSearchEngine } from '#src/pages/_shared/search/loadSearchEngine'
import { RouteError } from '#src/pages/_shared/errors/RouteError'

/** A page module: its component, and the loader and static paths it may have. */
type PageModule = { Component: ComponentType } & Pick<RouteRecord, 'loader' | 'getStaticPaths'>

interface PageRoute {
  path?: string
  index?: true
  page: () => Promise<PageModule>
  /** The messages the page shows beyond the shell's, in each language (scripts/export/module-messages.ts). */
  messages: Catalogue
}

/**
 * The screens of docs/product.md "Screens", without language. Mounted twice below: at `/` (English) and at
 * `/ar` (Arabic). Each page is its own chunk, and so are its messages in each language;
 * vite-react-ssg resolves both before hydrating.
 */
export const pageRoutes: PageRoute[] = [
  {
    index: true,
    page: () => import('#src/pages/home/HomePage'),
    messages: { en: () => import('#src/pages/home/HomePage?messages=en'), ar: () => import('#src/pages/home/HomePage?messages=ar') },
  },
  {
    path: 'about-us',
    page: () => import('#src/pages/about-us/AboutPage'),
    messages: { en: () => import('#src/pages/about-us/AboutPage?messages=en'), ar: () => import('#src/pages/about-us/AboutPage?messages=ar') },
  },
  {
    path: 'team',
    page: () => import('#src/pages/team/TeamPage'),
    messages: { en: () => import('#src/pages/team/TeamPage?messages=en'), ar: () => import('#src/pages/team/TeamPage?messages=ar') },
  },
  {
    path: 'news',
    page: () => import('#src/pages/news/NewsPage'),
    messages: { en: () => import('#src/pages/news/NewsPage?messages=en'), ar: () => import('#src/pages/news/NewsPage?messages=ar') },
  },
  // The later pages of the listing; page 1 is the listing's own path (src/pages/_shared/listing/listing.ts).
  {
    path: `news/${LISTING_PAGES}/:page`,
    page: () => import('#src/pages/news/NewsPage'),
    messages: { en: () => import('#src/pages/news/NewsPage?messages=en'), ar: () => import('#src/pages/news/NewsPage?messages=ar') },
  },
  {
    path: 'news/:id',
    page: () => import('#src/pages/news/NewsArticlePage'),
    messages: { en: () => import('#src/pages/news/NewsArticlePage?messages=en'), ar: () => import('#src/pages/news/NewsArticlePage?messages=ar') },
  },
  {
    path: 'media-center',
    page: () => import('#src/pages/media-center/MediaCenterAlias'),
    messages: {
      en: () => import('#src/pages/media-center/MediaCenterAlias?messages=en'),
      ar: () => import('#src/pages/media-center/MediaCenterAlias?messages=ar'),
    },
  },
  {
    path: 'education-events',
    page: () => import('#src/pages/education-events/EventsPage'),
    messages: {
      en: () => import('#src/pages/education-events/EventsPage?messages=en'),
      ar: () => import('#src/pages/education-events/EventsPage?messages=ar'),
    },
  },
  {
    path: `education-events/${LISTING_PAGES}/:page`,
    page: () => import('#src/pages/education-events/EventsPage'),
    messages: {
      en: () => import('#src/pages/education-events/EventsPage?messages=en'),
      ar: () => import('#src/pages/education-events/EventsPage?messages=ar'),
    },
  },
  {
    path: 'education-events/:id',
    page: () => import('#src/pages/education-events/EventArticlePage'),
    messages: {
      en: () => import('#src/pages/education-events/EventArticlePage?messages=en'),
      ar: () => import('#src/pages/education-events/EventArticlePage?messages=ar'),
    },
  },
  {
    path: 'divisions',
    page: () => import('#src/pages/divisions/DivisionsPage'),
    messages: {
      en: () => import('#src/pages/divisions/DivisionsPage?messages=en'),
      ar: () => import('#src/pages/divisions/DivisionsPage?messages=ar'),
    },
  },
  {
    path: 'dental-division',
    page: () => import('#src/pages/dental-division/DentalDivisionPage'),
    messages: {
      en: () => import('#src/pages/dental-division/DentalDivisionPage?messages=en'),
      ar: () => import('#src/pages/dental-division/DentalDivisionPage?messages=ar'),
    },
  },
  {
    path: 'medical-division',
    page: () => import('#src/pages/medical-division/MedicalDivisionPage'),
    messages: {
      en: () => import('#src/pages/medical-division/MedicalDivisionPage?messages=en'),
      ar: () => import('#src/pages/medical-division/MedicalDivisionPage?messages=ar'),
    },
  },
  {
    path: 'orthodontic-division',
    page: () => import('#src/pages/orthodontic-division/OrthodonticDivisionPage'),
    messages: {
      en: () => import('#src/pages/orthodontic-division/OrthodonticDivisionPage?messages=en'),
      ar: () => import('#src/pages/orthodontic-division/OrthodonticDivisionPage?messages=ar'),
    },
  },
  {
    path: 'surgical-division',
    page: () => import('#src/pages/surgical-division/SurgicalDivisionPage'),
    messages: {
      en: () => import('#src/pages/surgical-division/SurgicalDivisionPage?messages=en'),
      ar: () => import('#src/pages/surgical-division/SurgicalDivisionPage?messages=ar'),
    },
  },
  {
    path: 'contact-us',
    page: () => import('#src/pages/contact-us/ContactPage'),
    messages: {
      en: () => import('#src/pages/contact-us/ContactPage?messages=en'),
      ar: () => import('#src/pages/contact-us/ContactPage?messages=ar'),
    },
  },
  {
    path: 'products',
    page: () => import('#src/pages/products/ProductsPage'),
    messages: { en: () => import('#src/pages/products/ProductsPage?messages=en'), ar: () => import('#src/pages/products/ProductsPage?messages=ar') },
  },
  {
    path: 'find-us',
    page: () => import('#src/pages/find-us/FindUsPage'),
    messages: { en: () => import('#src/pages/find-us/FindUsPage?messages=en'), ar: () => import('#src/pages/find-us/FindUsPage?messages=ar') },
  },
  {
    path: 'book-a-meeting',
    page: () => import('#src/pages/book-a-meeting/BookMeetingPage'),
    messages: {
      en: () => import('#src/pages/book-a-meeting/BookMeetingPage?messages=en'),
      ar: () => import('#src/pages/book-a-meeting/BookMeetingPage?messages=ar'),
    },
  },
  {
    path: 'search',
    page: () => import('#src/pages/search/SearchPage'),
    messages: { en: () => import('#src/pages/search/SearchPage?messages=en'), ar: () => import('#src/pages/search/SearchPage?messages=ar') },
  },
  {
    path: 'initial-public-offering',
    page: () => import('#src/pages/initial-public-offering/InvestorPage'),
    messages: {
      en: () => import('#src/pages/initial-public-offering/InvestorPage?messages=en'),
      ar: () => import('#src/pages/initial-public-offering/InvestorPage?messages=ar'),
    },
  },
]

/**
 * The messages of the shell (this module and what it imports: header, drawer, footer, 404 and
 * error pages), loaded with the language route; page catalogues leave them out.
 */
const shellMessages: Catalogue = { en: () => import('./routes?messages=en'), ar: () => import('./routes?messages=ar') }

/**
 * A page's route in one language: its module and its messages load together, so the page never
 * renders before its texts, on first load or on navigation.
 */
function localizedPage({ page, messages, ...route }: PageRoute, locale: Locale): RouteRecord {
  return {
    ...route,
    // Hosts find files case by case: /About-Us is a 404 page there, and must be here.
    caseSensitive: true,
    errorElement: <RouteError />,
    lazy: async () => {
      const [{ Component, loader, ...module }, { messages: pageMessages }] = await Promise.all([page(), messages[locale]()])
      return {
        ...module,
        // The page's loader runs at build time. In the browser vite-react-ssg has given every route
        // a loader of its own, reading the page's saved data, and React Router warns when a lazy
        // route brings another.
        ...(import.meta.env.SSR ? { loader } : {}),
        // Keyed by route: I18nProvider takes its Lingui instance when it mounts, so without a key
        // React would keep the previous page's provider, and its messages, on navigation.
        element: (
          <PageMessages key={route.path ?? '/'} messages={pageMessages}>
            <NotFoundWhereServed>
              <Component />
            </NotFoundWhereServed>
          </PageMessages>
        ),
      }
    },
  } as RouteRecord
}

function languageRoute(locale: Locale): RouteRecord {
  return {
    path: localizePath('/', locale),
    caseSensitive: true,
    lazy: async () => {
      const { messages } = await shellMessages[locale]()
      return {
        element: (
          <LocaleProvider key={locale} locale={locale} messages={messages}>
            <Outlet />
          </LocaleProvider>
        ),
      }
    },
    children: [
      {
        element: <SiteLayout loadSearchEngine={loadSearchEngine} />,
        errorElement: <RouteError />,
        children: [...pageRoutes.map((route) => localizedPage(route, locale)), { id: notFoundRouteId(locale), path: '*', element: <NotFoundPage /> }],
      },
    ],
  }
}

export const routes: RouteRecord[] = locales.map(languageRoute)
