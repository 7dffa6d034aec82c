import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { visuallyHidden } from '#src/theme/global.css.ts'
import * as styles from './ContactForm.css.ts'

/** sessionStorage key of the unsent draft: what the visitor typed survives a reload. */
const DRAFT_KEY = 'contact-draft'

/** The longest each field may be (characters): the page passes the contract's (src/api/contactWebhook.ts). */
export type ContactFieldLimits = Record<keyof ContactMessage, number>

/** The four fields a visitor fills in, as typed (the send action trims them). */
export interface ContactMessage {
  fullName: string
  email: string
  subject: string
  message: string
}

/** Delivers a message; rejects when it could not be sent, and the form then keeps the text. */
export type SendContactMessage = (message: ContactMessage) => Promise<void>

type Field = keyof ContactMessage
type Values = ContactMessage & { website: string }
type Status = 'idle' | 'sending' | 'sent' | 'failed'

const empty: Values = { fullName: '', email: '', subject: '', message: '', website: '' }
const fields: Field[] = ['fullName', 'email', 'subject', 'message']
// The browser's own check for type=email, repeated in code for the message it shows.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function readDraft(): Values {
  try {
    const draft = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null') as Partial<Values> | null
    return draft ? { ...empty, ...draft, website: '' } : empty
  } catch {
    return empty
  }
}

function saveDraft(values: Values | null) {
  try {
    if (values && fields.some((field) => values[field])) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...values, website: '' }))
    else window.sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    /* private mode: the draft is simply not kept */
  }
}

/** What the visitor typed before the app was ready (the form's own fields), if anything. */
function typedBeforeHydration(form: HTMLFormElement | null): Values | null {
  if (!form) return null
  const data = new FormData(form)
  const read = (name: keyof Values) => String(data.get(name) ?? '')
  const typed: Values = {
    fullName: read('fullName'),
    email: read('email'),
    subject: read('subject'),
    message: read('message'),
    website: read('website'),
  }
  return fields.some((field) => typed[field]) ? typed : null
}

/**
 * The 'Reach Out' form: four required fields with visible labels, errors beside each field in
 * the page's language, 'Sending...' while it posts, a polite status once sent, and on a
 * network failure everything kept with an error and a retry. A hidden field catches bots.
 *
 * `limits` are the contract's, so the form refuses no less and no more than the webhook.
 *
 * It is a real form first (docs/decisions/0028): `method="post"` to the webhook (`action`), so
 * without JavaScript the browser checks the fields itself and posts them, and the webhook answers
 * with a page in the visitor's language; nothing typed ever goes into a URL. Once the app runs it
 * takes over: its own messages, the JSON post, the status on this page.
 */
export function ContactForm({
  send,
  action,
  limits,
  back,
}: {
  send: SendContactMessage
  action?: string
  limits: ContactFieldLimits
  /** This page's path: the webhook's answer to a plain post links back to it. */
  back?: string
}) {
  const { t, i18n } = useLingui()
  const id = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [status, setStatus] = useState<Status>('idle')
  const [enhanced, setEnhanced] = useState(false)
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({})

  // Text typed before hydration is the visitor's latest: it wins over a draft of an earlier visit.
  useEffect(() => {
    const typed = typedBeforeHydration(formRef.current)
    setValues(typed ?? readDraft())
    if (typed) saveDraft(typed)
    setEnhanced(true)
  }, [])

  const labels: Record<Field, string> = { fullName: t`Full Name`, email: t`Email`, subject: t`Subject`, message: t`Message` }
  // One whole sentence per field: Arabic grammar does not allow slotting the label into one.
  const missing: Record<Field, string> = {
    fullName: t`Please enter your full name.`,
    email: t`Please enter your email address.`,
    subject: t`Please enter a subject.`,
    message: t`Please write your message.`,
  }

  const validate = (candidate: Values) => {
    const found: Partial<Record<Field, string>> = {}
    for (const field of fields) {
      const value = candidate[field].trim()
      const limit = limits[field]
      if (!value) found[field] = missing[field]
      else if (value.length > limit)
        found[field] = t`${plural(limit, { one: 'Please shorten this to # character.', other: 'Please shorten this to # characters.' })}`
    }
    if (!found.email && !EMAIL.test(candidate.email.trim())) found.email = t`Please enter an email address such as name@clinic.com.`
    return found
  }

  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    saveDraft(next)
    if (status === 'sent') setStatus('idle')
    if (field !== 'website' && errors[field]) setErrors({ ...errors, [field]: validate(next)[field] })
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (status === 'sending') return
    const found = validate(values)
    setErrors(found)
    const firstInvalid = fields.find((field) => found[field])
    if (firstInvalid) {
      refs.current[firstInvalid]?.focus()
      return
    }
    // A filled honeypot is a bot: it is told nothing went wrong, and nothing is sent.
    if (values.website) {
      setValues(empty)
      saveDraft(null)
      setStatus('sent')
      return
    }
    setStatus('sending')
    try {
      await send({ fullName: values.fullName, email: values.email, subject: values.subject, message: values.message })
      setValues(empty)
      saveDraft(null)
      setStatus('sent')
    } catch {
      setStatus('failed')
    }
  }

  const fieldId = (field: Field) => `${id}-${field}`
  const remaining = limits.message - values.message.length

  return (
    <form
      method="post"
      action={action}
      ref={formRef}
      className={styles.form}
      acceptCharset="utf-8"
      // The browser's own checks until the app's messages take over.
      noValidate={enhanced}
      onSubmit={onSubmit}
      aria-describedby={`${id}-required`}
    >
      {/* The webhook answers a plain post in the visitor's language. */}
      <input type="hidden" name="lang" value={i18n.locale} />
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <p id={`${id}-required`} className={styles.note}>
        {t`All fields are required.`}
      </p>
      {fields.map((field) => {
        const error = errors[field]
        const describedBy = [error ? `${fieldId(field)}-error` : '', field === 'message' ? `${fieldId(field)}-count` : ''].filter(Boolean).join(' ')
        const common = {
          id: fieldId(field),
          name: field,
          value: values[field],
          required: true,
          maxLength: limits[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
          className: styles.input,
        }
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={fieldId(field)} className={styles.label}>
              {labels[field]}
            </label>
            {field === 'message' ? (
              <textarea
                {...common}
                rows={6}
                ref={(element) => void (refs.current.message = element)}
                onChange={(event) => update(field, event.target.value)}
              />
            ) : (
              <input
                {...common}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete={field === 'fullName' ? 'name' : field === 'email' ? 'email' : 'off'}
                ref={(element) => void (refs.current[field] = element)}
                onChange={(event) => update(field, event.target.value)}
              />
            )}
            {field === 'message' ? (
              <p id={`${fieldId(field)}-count`} className={styles.hint}>
                <Plural value={remaining} one="# character left" other="# characters left" />
              </p>
            ) : null}
            {error ? (
              <p id={`${fieldId(field)}-error`} className={styles.error}>
                {error}
              </p>
            ) : null}
          </div>
        )
      })}
      {/* Bots fill every field; people never see this one. */}
      <div className={visuallyHidden} aria-hidden="true" lang="en">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => update('website', event.target.value)}
        />
      </div>
      <button type="submit" className={styles.submit} disabled={status === 'sending'}>
        {status === 'sending' ? t`Sending...` : status === 'failed' ? t`Try again` : t`Submit`}
      </button>
      <p role="status" className={styles.status}>
        {status === 'sent' ? t`Thank you, your message was sent. Our team will reply soon.` : ''}
      </p>
      <p role="alert" className={styles.failure}>
        {status === 'failed' ? t`Your message could not be sent: check your connection and try again. What you wrote is still here.` : ''}
      </p>
    </form>
  )
}
