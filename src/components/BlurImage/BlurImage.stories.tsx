import type { Meta, StoryObj } from '@storybook/react-vite'
import { BlurImage } from './BlurImage'
import { missingPicture, picture } from '../../../stories/fixtures/pictures'

const meta = {
  title: 'Components/BlurImage',
  component: BlurImage,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 480 }}>
        <Story />
      </div>
    ),
  ],
  args: { picture },
} satisfies Meta<typeof BlurImage>

export default meta
type Story = StoryObj<typeof meta>

export const Loaded: Story = { globals: { locale: 'en' } }
export const LoadedRtl: Story = { globals: { locale: 'ar' } }
/** The image cannot load: the blurred placeholder stays. */
export const PlaceholderOnly: Story = { globals: { locale: 'en' }, args: { picture: missingPicture } }
export const Square: Story = { globals: { locale: 'ar' }, args: { shape: 'square' } }
