import type { Meta, StoryObj } from '@storybook/react-vite'
import { DataRouter } from '../../../../stories/Providers'
import { loaderFailure } from './loaderFailure'
import { RouteError } from './RouteError'

type Failure = 'crash' | 'not-found' | 'blogs'

/** A one-route data router whose loader fails the way a route of the site can. */
function FailingRoute({ failure }: { failure: Failure }) {
  return (
    <DataRouter
      routes={[
        {
          path: '/',
          loader: () => {
            if (failure === 'not-found') throw new Response('Not Found', { status: 404 })
            // What the media center's loader throws when the dashboard fails.
            if (failure === 'blogs') throw loaderFailure('blogs', null, 'GET /api/blogs answered 500')
            throw new Error('The dashboard did not answer')
          },
          element: <p>unreachable</p>,
          errorElement: <RouteError />,
        },
      ]}
    />
  )
}

// Every route's error element, inside the site's shell; the route brings its own (data) router.
const meta = {
  title: 'Pages/RouteError',
  component: FailingRoute,
  parameters: { router: false },
  args: { failure: 'crash' },
} satisfies Meta<typeof FailingRoute>

export default meta
type Story = StoryObj<typeof meta>

export const CrashEnglish: Story = { globals: { locale: 'en' } }
export const CrashArabic: Story = { globals: { locale: 'ar' } }
export const MediaCenterFailure: Story = { globals: { locale: 'en' }, args: { failure: 'blogs' } }
export const NotFound: Story = { globals: { locale: 'ar' }, args: { failure: 'not-found' } }
