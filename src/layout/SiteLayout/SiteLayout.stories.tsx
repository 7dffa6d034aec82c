import type { Meta, StoryObj } from '@storybook/react-vite'
import { localizePath, type Locale } from '#src/i18n/locales'
import { findUsPage } from '../../../stories/fixtures/pages'
import { DataRouter } from '../../../stories/Providers'
import { Page } from '#src/layout/Page/Page'
import { SiteLayout } from './SiteLayout'

/** The site's shell around the Find us page, in a data router as the site's routes have (ScrollRestoration needs one). */
function SiteShell({ locale }: { locale: Locale }) {
  return (
    <DataRouter
      routes={[{ element: <SiteLayout />, children: [{ path: '*', element: <Page {...findUsPage(locale)} /> }] }]}
      path={localizePath('/find-us', locale)}
    />
  )
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
