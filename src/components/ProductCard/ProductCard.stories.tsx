import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductCard } from './ProductCard'
import { products } from '../../../stories/fixtures/products'

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
  args: { product: products[0]! },
} satisfies Meta<typeof ProductCard>

export default meta
type Story = StoryObj<typeof meta>

export const Collapsed: Story = { globals: { locale: 'en' } }
export const Expanded: Story = { globals: { locale: 'en' }, args: { defaultExpanded: true } }
export const CollapsedRtl: Story = {
  globals: { locale: 'ar' },
  args: { product: { ...products[0]!, title: 'غرسة قصيرة 6 مم', short_description: 'للمواقع ذات الارتفاع العظمي المحدود.' } },
}
export const ExpandedRtl: Story = {
  globals: { locale: 'ar' },
  args: {
    defaultExpanded: true,
    product: { ...products[0]!, title: 'غرسة قصيرة 6 مم', description: 'غرسة بطول 6 مم للمواقع ذات الارتفاع العظمي المحدود، تُزرع دون تطعيم عظمي.' },
  },
}
