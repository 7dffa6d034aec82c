import type { Meta, StoryObj } from '@storybook/react-vite'
import { whyInvest } from '#src/content/investor'
import { FigureText } from './FigureText'

// Figure, the one figure FigureText puts in for each placeholder, is shown here inside its text.
const meta = {
  title: 'Components/FigureText',
  component: FigureText,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <p style={{ maxInlineSize: 480 }}>
        <Story />
      </p>
    ),
  ],
  // Five figures: two amounts of money, two years and a multiple computed from the amounts.
  args: { text: whyInvest[0]!.text },
} satisfies Meta<typeof FigureText>

export default meta
type Story = StoryObj<typeof meta>

export const SalesEnglish: Story = { globals: { locale: 'en' } }
export const SalesArabic: Story = { globals: { locale: 'ar' } }
