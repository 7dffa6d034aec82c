import { useState } from 'react'
import { ContactForm, type ContactMessage } from '#src/components/ContactForm/ContactForm'

/**
 * The contact form with a send action that fails its first `failures` calls (a network down) and
 * then delivers; every message it was handed is listed below the form, as JSON, for the test.
 */
export function ContactFormHarness({ failures = 0 }: { failures?: number }) {
  const [sent, setSent] = useState<ContactMessage[]>([])
  const [attempts, setAttempts] = useState(0)
  const send = async (message: ContactMessage) => {
    setAttempts((count) => count + 1)
    if (attempts < failures) throw new TypeError('Failed to fetch')
    setSent((messages) => [...messages, message])
  }
  return (
    <>
      <ContactForm send={send} />
      <pre data-testid="sent">{JSON.stringify(sent)}</pre>
    </>
  )
}
