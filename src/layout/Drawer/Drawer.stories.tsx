import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { Drawer } from './Drawer'

const meta = {
  title: 'Layout/Drawer',
  component: Drawer,
  parameters: { path: '/divisions', layout: 'padded' },
} satisfies Meta<typeof Drawer>

export default meta
type Story = StoryObj<typeof meta>

const open: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { expanded: false }))
}

export const ClosedEnglish: Story = { globals: { locale: 'en' } }
export const ClosedArabic: Story = { globals: { locale: 'ar' } }
export const OpenEnglish: Story = { globals: { locale: 'en' }, play: open }
export const OpenArabic: Story = { globals: { locale: 'ar' }, play: open }
// On a 320px phone, where the drawer is the site's navigation.
export const OpenMobileEnglish: Story = { globals: { locale: 'en', viewport: { value: 'mobile1' } }, play: open }
export const OpenMobileArabic: Story = { globals: { locale: 'ar', viewport: { value: 'mobile1' } }, play: open }
