import type { Meta, StoryObj } from '@storybook/react-vite'
import { RevealWords } from './Reveal'

// A heading revealed word by word once it is scrolled into view: it starts a page's worth below.
const meta = {
  title: 'Components/RevealWords',
  component: RevealWords,
  args: { text: 'Growth and profit stability' },
  decorators: [
    (Story) => (
      <div>
        <div style={{ blockSize: '2000px' }} />
        <h2>
          <Story />
        </h2>
      </div>
    ),
  ],
} satisfies Meta<typeof RevealWords>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' }, args: { text: 'النمو واستقرار الأرباح' } }
