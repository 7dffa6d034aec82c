import type { Meta, StoryObj } from '@storybook/react-vite'
import { DoctorSlider } from './DoctorSlider'
import { doctors } from '../../../stories/fixtures/products'

const meta = {
  title: 'Components/DoctorSlider',
  component: DoctorSlider,
  parameters: { layout: 'padded' },
  args: { doctors, labelledBy: 'profiles' },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <h2 id="profiles">Doctor And Clinic Profiles</h2>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DoctorSlider>

export default meta
type Story = StoryObj<typeof meta>

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
export const OneProfile: Story = { globals: { locale: 'en' }, args: { doctors: doctors.slice(0, 1) } }
