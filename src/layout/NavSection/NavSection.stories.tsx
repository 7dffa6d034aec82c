import type { Meta, StoryObj } from '@storybook/react-vite'
import { footerNav } from '#src/navigation/navigation'
import { NavSection } from './NavSection'

// A titled list of links without the drawer's or the footer's styles (their stories show those).
// NavSection.spec.tsx tests it alone; the Footer's and the Drawer's specs name each list by its heading.
const meta = {
  title: 'Layout/NavSection',
  component: NavSection,
  parameters: { layout: 'padded', path: '/team' },
  args: { group: footerNav[0]!, level: 2 },
} satisfies Meta<typeof NavSection>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
/** Under a page's h2, as the drawer's sections sit. */
export const LevelThree: Story = { globals: { locale: 'en' }, args: { level: 3 } }
