import type { Meta, StoryObj } from '@storybook/react-vite'
import { findUsPage } from '../../../stories/fixtures/pages'
import { Page } from './Page'

// A page's shell: the head it writes (through src/components/Head, which has no story of its own:
// it draws nothing) and its hero. The SiteLayout stories show it inside the header and footer.
const meta = {
  title: 'Layout/Page',
  component: Page,
  parameters: { path: '/find-us' },
  args: findUsPage('en'),
} satisfies Meta<typeof Page>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' }, args: findUsPage('ar') }
/** The home page: no page name, the site's name is the heading and the title. */
export const Home: Story = { globals: { locale: 'en' }, parameters: { path: '/' }, args: { title: undefined, children: null } }
/** A page search engines must not index (the 404 page): no canonical, no alternates. */
export const NotIndexed: Story = { globals: { locale: 'en' }, parameters: { path: '/no-such-page' }, args: { noIndex: true, children: null } }
