import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { userEvent, within } from 'storybook/test'
import { contactLimits } from '#src/api/contactWebhook'
import type { ContactOutcome } from '#src/types/contactRules'
import { ContactForm, type ContactMessage } from './ContactForm'

/** A send action that answers `outcome` after a moment, as the webhook's script would. */
const answering = (outcome: ContactOutcome) => (): Promise<ContactOutcome> => new Promise((resolve) => setTimeout(() => resolve(outcome), 800))

const meta = {
  title: 'Contact/ContactForm',
  component: ContactForm,
  parameters: { layout: 'padded' },
  // Storybook sends nothing: the message is stored after a moment, as the webhook would.
  args: { send: answering({ result: 'stored' }), limits: contactLimits, officeEmail: 'riyadh@wahat-medical.example' },
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

/** Fills the four fields (by their order in the form) and submits. */
const submitFilled: Story['play'] = async ({ canvasElement }) => {
  const form = canvasElement.querySelector('form')!
  const values = ['Huda Al-Qahtani', 'huda@clinic.example', 'Short implants', 'Please call me about training.']
  for (const [index, name] of ['fullName', 'email', 'subject', 'message'].entries()) {
    await userEvent.type(form.querySelector<HTMLElement>(`[name="${name}"]`)!, values[index]!)
  }
  await userEvent.click(within(canvasElement).getByRole('button'))
}

export const English: Story = { globals: { locale: 'en' } }
export const Arabic: Story = { globals: { locale: 'ar' } }
export const ErrorsEnglish: Story = { globals: { locale: 'en' }, play: submitEmpty }
export const ErrorsArabic: Story = { globals: { locale: 'ar' }, play: submitEmpty }
/** The script stored the message: thanked, the fields cleared. */
export const StoredEnglish: Story = { globals: { locale: 'en' }, play: submitFilled }
export const StoredArabic: Story = { globals: { locale: 'ar' }, play: submitFilled }
/** The script refused the e-mail address: its reason beside that field, everything kept. */
export const RefusedEnglish: Story = {
  globals: { locale: 'en' },
  args: { send: answering({ result: 'refused', problem: 'badEmail', field: 'email' }) },
  play: submitFilled,
}
export const RefusedArabic: Story = { ...RefusedEnglish, globals: { locale: 'ar' } }
/** The script's answer could not be read: not confirmed, everything kept, the e-mail way round. */
export const UnconfirmedEnglish: Story = { globals: { locale: 'en' }, args: { send: answering({ result: 'unconfirmed' }) }, play: submitFilled }
export const UnconfirmedArabic: Story = { ...UnconfirmedEnglish, globals: { locale: 'ar' } }

/**
 * The form handed a send action whose first call fails (the network is down: it rejects) and
 * whose second is stored; every message it was handed is listed below the form, as JSON.
 */
function FailingOnce() {
  const [sent, setSent] = useState<ContactMessage[]>([])
  const [attempts, setAttempts] = useState(0)
  const send = async (message: ContactMessage): Promise<ContactOutcome> => {
    setAttempts((count) => count + 1)
    if (attempts < 1) throw new TypeError('Failed to fetch')
    setSent((messages) => [...messages, message])
    return { result: 'stored' }
  }
  return (
    <>
      <ContactForm send={send} limits={contactLimits} officeEmail="riyadh@wahat-medical.example" />
      <pre data-testid="sent">{JSON.stringify(sent)}</pre>
    </>
  )
}

export const NetworkDownOnce: Story = { render: () => <FailingOnce /> }
