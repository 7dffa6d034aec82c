import type { Meta, StoryObj } from '@storybook/react-vite'
import { SchedulerWidget } from './SchedulerWidget'

// Offline, the widget's script cannot load: the stories show the card that stands in for the
// calendar, its booking button and the other ways to reach the team.
const meta = {
  title: 'Contact/SchedulerWidget',
  component: SchedulerWidget,
  parameters: { layout: 'padded' },
  args: { url: 'https://calendly.com/wahat-medical-example/30min' },
} satisfies Meta<typeof SchedulerWidget>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
