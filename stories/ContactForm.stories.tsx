import type { Meta, StoryObj } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'
import { ContactForm } from '#src/components/ContactForm/ContactForm'

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
  // Storybook sends nothing: the message is accepted after a moment, as the webhook would.
  args: { send: () => new Promise((resolve) => setTimeout(resolve, 800)) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>

export default meta
type Story = StoryObj<typeof meta>

const submitEmpty: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'))
}

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
export const ErrorsEnglish: Story = { globals: { locale: 'en' }, play: submitEmpty }
export const ErrorsArabic: Story = { globals: { locale: 'ar' }, play: submitEmpty }
