import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocale } from '#src/i18n/LocaleProvider'
import { vars } from '#src/theme/theme.css.ts'
import { cardSurface } from '#src/theme/card.css.ts'
import { cardGrid } from './cardGrid'
import { inSection } from '../../../stories/inSection'

const texts = {
  en: { title: 'Card', text: 'A card of the grid, as a listing holds them.' },
  ar: { title: 'بطاقة', text: 'بطاقة من الشبكة كما تعرضها القوائم.' },
}

/** `count` plain cards in the grid the listings use; its columns follow the count and the section's room. */
function Cards({ count }: { count: number }) {
  const { title, text } = texts[useLocale()]
  return (
    <ul className={cardGrid(count)}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className={cardSurface}>
          <h3 style={{ margin: 0, color: vars.color.brand }}>{`${title} ${index + 1}`}</h3>
          <p style={{ margin: 0 }}>{text}</p>
        </li>
      ))}
    </ul>
  )
}

// No language of their own: each story is drawn in both directions (Storybook's toolbar, the
// screenshots of src/stories.spec.tsx).
const meta = {
  title: 'Components/CardGrid',
  component: Cards,
  parameters: { layout: 'padded' },
  args: { count: 3 },
  decorators: [inSection],
} satisfies Meta<typeof Cards>

export default meta
type Story = StoryObj<typeof meta>

/** One card, as wide as the section. */
export const One: Story = { args: { count: 1 } }
/** As many as fit in a row. */
export const Few: Story = { args: { count: 3 } }
/** Five: the first card spans what the last row would lack (2 + 1, then 3 in three columns). */
export const FirstSpans: Story = { args: { count: 5 } }
/** Twelve, the largest count laid out by its count: rows of three, of two on a narrower section. */
export const Many: Story = { args: { count: 12 } }
/** Longer than any count laid out by its count (a listing of a large dashboard): columns of at least 16.5rem fill the section. */
export const Longer: Story = { args: { count: 18 } }
