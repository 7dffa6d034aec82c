import type { Meta, StoryObj } from '@storybook/react-vite'
import { FeatureCards } from '#src/components/FeatureCards/FeatureCards'
import { LinkCards } from '#src/components/LinkCards/LinkCards'
import { coreValues } from '#src/content/about'
import { productHighlights } from '#src/content/home'

const meta = {
  title: 'Components/FeatureCards',
  component: FeatureCards,
  parameters: { layout: 'padded' },
  args: { items: coreValues },
} satisfies Meta<typeof FeatureCards>

export default meta
type Story = StoryObj<typeof meta>

export const ValuesEnglish: Story = { globals: { locale: 'en' } }
export const ValuesArabic: Story = { globals: { locale: 'ar' } }
export const LinkCardsEnglish: Story = { globals: { locale: 'en' }, render: () => <LinkCards items={productHighlights} /> }
export const LinkCardsArabic: Story = { globals: { locale: 'ar' }, render: () => <LinkCards items={productHighlights} /> }
