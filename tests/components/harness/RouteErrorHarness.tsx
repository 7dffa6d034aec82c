import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { RouteError } from '../../../src/pages/errors/RouteError'

/** A one-route data router whose loader fails the way a route of the site can. */
export function RouteErrorHarness({ failure }: { failure: 'crash' | 'not-found' }) {
  const [router] = useState(() =>
    createMemoryRouter([
      {
        path: '/',
        loader: () => {
          if (failure === 'not-found') throw new Response('Not Found', { status: 404 })
          throw new Error('The dashboard did not answer')
        },
        element: <p>unreachable</p>,
        errorElement: <RouteError />,
      },
    ]),
  )
  return <RouterProvider router={router} />
}
