import type { Meta, StoryObj } from '@storybook/react-vite'
import { onDarkSurface } from '../../../stories/DarkSurface'
import { LanguageSwitch } from './LanguageSwitch'

const meta = {
  title: 'Layout/LanguageSwitch',
  component: LanguageSwitch,
  parameters: { path: '/about-us', layout: 'centered' },
  args: { tone: 'dark' },
} satisfies Meta<typeof LanguageSwitch>

export default meta
type Story = StoryObj<typeof meta>

export const OnEnglishPage: Story = { globals: { locale: 'en' } }
export const OnArabicPage: Story = { globals: { locale: 'ar' } }
export const OnDarkBackground: Story = {
  globals: { locale: 'en' },
  args: { tone: 'light' },
  decorators: [onDarkSurface],
}
