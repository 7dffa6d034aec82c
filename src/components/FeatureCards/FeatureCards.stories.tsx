import type { Meta, StoryObj } from '@storybook/react-vite'
import { coreValues } from '#src/content/about'
import { inSection } from '../../../stories/inSection'
import { FeatureCards } from './FeatureCards'

const meta = {
  title: 'Components/FeatureCards',
  component: FeatureCards,
  parameters: { layout: 'padded' },
  args: { items: coreValues },
  decorators: [inSection],
} satisfies Meta<typeof FeatureCards>

export default meta
type Story = StoryObj<typeof meta>

export const ValuesEnglish: Story = { globals: { locale: 'en' } }
export const ValuesArabic: Story = { globals: { locale: 'ar' } }
