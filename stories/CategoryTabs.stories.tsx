import type { Meta, StoryObj } from '@storybook/react-vite'
import { TabsHarness } from './harness/TabsHarness'

const meta = {
  title: 'Components/CategoryTabs',
  component: TabsHarness,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TabsHarness>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
