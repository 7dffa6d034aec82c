import type { Meta, StoryObj } from '@storybook/react-vite'
import { footerNav } from '#src/navigation/navigation'
import { NavList } from './NavList'

// A bare list: each parent (NavMenu, NavSection, and through them the Header, Drawer and
// Footer) gives it its look; these stories show it unstyled, on the team page.
const meta = {
  title: 'Layout/NavList',
  component: NavList,
  parameters: { layout: 'padded', path: '/team' },
  args: { items: footerNav[0]!.items },
} satisfies Meta<typeof NavList>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
