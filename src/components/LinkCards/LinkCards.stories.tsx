import type { Meta, StoryObj } from '@storybook/react-vite'
import { productHighlights } from '#src/content/home'
import { LinkCards } from './LinkCards'

const meta = {
  title: 'Components/LinkCards',
  component: LinkCards,
  parameters: { layout: 'padded' },
  args: { items: productHighlights },
} satisfies Meta<typeof LinkCards>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
