import type { Meta, StoryObj } from '@storybook/react-vite'
import { productHighlights } from '#src/content/home'
import { inSection } from '../../../stories/inSection'
import { LinkCards } from './LinkCards'

const meta = {
  title: 'Components/LinkCards',
  component: LinkCards,
  parameters: { layout: 'padded' },
  args: { items: productHighlights },
  decorators: [inSection],
} satisfies Meta<typeof LinkCards>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
