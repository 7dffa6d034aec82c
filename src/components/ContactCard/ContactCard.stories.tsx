import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContactCard } from './ContactCard'

const meta = {
  title: 'Components/ContactCard',
  component: ContactCard,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactCard>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
