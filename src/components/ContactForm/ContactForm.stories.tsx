import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { userEvent, within } from 'storybook/test'
import { contactLimits } from '#src/api/contactWebhook'
import { ContactForm, type ContactMessage } from './ContactForm'

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
  // Storybook sends nothing: the message is accepted after a moment, as the webhook would.
  args: { send: () => new Promise((resolve) => setTimeout(resolve, 800)), limits: contactLimits },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560 }}>
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

/**
 * The form handed a send action that fails its first call (the network is down) and then
 * delivers; every message it was handed is listed below the form, as JSON.
 */
function FailingOnce() {
  const [sent, setSent] = useState<ContactMessage[]>([])
  const [attempts, setAttempts] = useState(0)
  const send = async (message: ContactMessage) => {
    setAttempts((count) => count + 1)
    if (attempts < 1) throw new TypeError('Failed to fetch')
    setSent((messages) => [...messages, message])
  }
  return (
    <>
      <ContactForm send={send} limits={contactLimits} />
      <pre data-testid="sent">{JSON.stringify(sent)}</pre>
    </>
  )
}

export const NetworkDownOnce: Story = { render: () => <FailingOnce /> }
