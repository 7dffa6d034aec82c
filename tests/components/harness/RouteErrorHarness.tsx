import { useState } from 'react'
import { createMemoryRouter, json, RouterProvider } from 'react-router-dom'
import { RouteError } from '#src/pages/_shared/errors/RouteError'

/** A one-route data router whose loader fails the way a route of the site can. */
export function RouteErrorHarness({ failure }: { failure: 'crash' | 'not-found' | 'blogs' }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          if (failure === 'not-found') throw new Response('Not Found', { status: 404 })
          // What the media center's loader throws when the dashboard fails (docs/product.md "Error messages").
          if (failure === 'blogs') throw json({ message: 'Unable to fetch Blogs', detail: 'GET /api/blogs answered 500' }, { status: 500 })
          throw new Error('The dashboard did not answer')
        },
        element: <p>unreachable</p>,
        errorElement: <RouteError />,
      },
    ]),
  )
  return <RouterProvider router={router} />
}
