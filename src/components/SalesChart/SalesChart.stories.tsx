import type { Meta, StoryObj } from '@storybook/react-vite'
import { SalesChart } from './SalesChart'

// The investor page's chart of the two stated years.
const meta = {
  title: 'Company/SalesChart',
  component: SalesChart,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SalesChart>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
