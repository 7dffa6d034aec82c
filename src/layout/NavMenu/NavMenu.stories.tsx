import type { Meta, StoryObj } from '@storybook/react-vite'
import { headerNav, isGroup } from '#src/navigation/navigation'
import { NavMenu } from './NavMenu'

const divisions = headerNav.entries.find(isGroup)
if (!divisions) throw new Error('headerNav has no dropdown')

// One of the header's dropdowns alone, on the header's teal; the Header stories show them together.
const meta = {
  title: 'Layout/NavMenu',
  component: NavMenu,
  parameters: { layout: 'padded', path: '/about-us' },
  args: { group: divisions },
  decorators: [
    (Story) => (
      <div style={{ minBlockSize: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NavMenu>

export default meta
type Story = StoryObj<typeof meta>

export const ClosedEnglish: Story = { globals: { locale: 'en' } }
export const ClosedArabic: Story = { globals: { locale: 'ar' } }
/** On one of its own pages: the trigger is marked, the page's link is aria-current. */
export const HoldsCurrentPage: Story = { globals: { locale: 'en' }, parameters: { path: '/dental-division' } }
/** Opened (as a click on the trigger opens it). */
export const Open: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector('summary')?.click()
  },
}
