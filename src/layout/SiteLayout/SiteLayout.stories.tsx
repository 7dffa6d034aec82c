import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { Section } from '#src/components/Section/Section'
import { localizePath, type Locale } from '#src/i18n/locales'
import { findUs } from '../../../stories/fixtures/pages'
import { Page } from '../Page/Page'
import { SiteLayout } from './SiteLayout'

/** The site's shell around the Find us page, in a data router as the site's routes have (ScrollRestoration needs one). */
function SiteShell({ locale }: { locale: Locale }) {
  const words = findUs[locale]
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <SiteLayout />,
          children: [
            {
              path: '*',
              element: (
                <Page title={words.title} intro={words.intro}>
                  <Section id="map-heading" title={words.section}>
                    {null}
                  </Section>
                </Page>
              ),
            },
          ],
        },
      ],
      { initialEntries: [localizePath('/find-us', locale)] },
    ),
  )
  return <RouterProvider router={router} />
}

const meta = {
  title: 'Layout/SiteLayout',
  component: SiteShell,
  parameters: { router: false },
  args: { locale: 'en' },
} satisfies Meta<typeof SiteShell>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' }, args: { locale: 'ar' } }
export const PhoneArabic: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1' } }, args: { locale: 'ar' } }
