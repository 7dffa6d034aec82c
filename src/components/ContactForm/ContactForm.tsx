import { plural } from '@lingui/core/macro'
import { Plural, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { visuallyHidden } from '#src/theme/global.css.ts'
import { CONTACT_FIELDS, fieldProblem, type ContactOutcome, type ContactProblem } from '#src/types/contactRules'
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

/**
 * Delivers a message and says what became of it: stored, refused (and why), or not confirmed.
 * Only `stored` clears the form; a rejection counts as not confirmed.
 */
export type SendContactMessage = (message: ContactMessage) => Promise<ContactOutcome>

type Field = keyof ContactMessage
type Values = ContactMessage & { website: string }
type Status = 'idle' | 'sending' | 'sent' | 'refused' | 'unconfirmed'

const empty: Values = { fullName: '', email: '', subject: '', message: '', website: '' }
const fields: readonly Field[] = CONTACT_FIELDS

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
 * the page's language, 'Sending...' while it posts, and then what the webhook's script said
 * (docs/decisions/0041): a polite status once it stored the message; its reason beside the field
 * when it refused it; and when its word could not be read, an alert that the message may not have
 * arrived, everything kept, a retry, and the office's address with the message ready to copy.
 * Nothing is thanked without the script's word. A hidden field catches bots.
 *
 * `limits` are the contract's and the checks the script's (src/types/contactRules.ts), so the
 * form refuses no less and no more than the webhook.
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
  officeEmail,
}: {
  send: SendContactMessage
  action?: string
  limits: ContactFieldLimits
  /** This page's path: the webhook's answer to a plain post links back to it. */
  back?: string
  /** Where the visitor can write instead when a message is not confirmed. */
  officeEmail: string
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

  const explain = (field: Field, problem: ContactProblem): string => {
    if (problem === 'missing') return missing[field]
    if (problem === 'badEmail') return t`Please enter an email address such as name@clinic.com.`
    const limit = limits[field]
    return t`${plural(limit, { one: 'Please shorten this to # character.', other: 'Please shorten this to # characters.' })}`
  }

  const validate = (candidate: Values) => {
    const found: Partial<Record<Field, string>> = {}
    for (const field of fields) {
      const problem = fieldProblem(field, candidate[field], limits[field])
      if (problem) found[field] = explain(field, problem)
    }
    return found
  }

  const update = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    saveDraft(next)
    if (status === 'sent' || status === 'refused') setStatus('idle')
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
    const outcome = await send({ fullName: values.fullName, email: values.email, subject: values.subject, message: values.message }).catch(
      (): ContactOutcome => ({ result: 'unconfirmed' }),
    )
    if (outcome.result === 'stored') {
      setValues(empty)
      saveDraft(null)
      setStatus('sent')
    } else if (outcome.result === 'refused') {
      setStatus('refused')
      const { field, problem } = outcome
      if (field) {
        setErrors({ [field]: explain(field, problem ?? 'missing') })
        refs.current[field]?.focus()
      }
    } else setStatus('unconfirmed')
  }

  const fieldId = (field: Field) => `${id}-${field}`
  const remaining = limits.message - values.message.length
  // The message as the office would receive it, for the visitor to send by e-mail instead.
  const copy = `${fields
    .filter((field) => field !== 'message')
    .map((field) => `${labels[field]}: ${values[field].trim()}`)
    .join('\n')}\n\n${values.message.trim()}`
  const mailto = `mailto:${officeEmail}?subject=${encodeURIComponent(values.subject.trim())}&body=${encodeURIComponent(copy)}`

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
        {status === 'sending' ? t`Sending...` : status === 'unconfirmed' ? t`Try again` : t`Submit`}
      </button>
      <p role="status" className={styles.status}>
        {status === 'sent' ? t`Thank you, your message was sent. Our team will reply soon.` : ''}
      </p>
      <p role="alert" className={styles.failure}>
        {status === 'refused'
          ? t`Your message was not accepted. Please correct what is marked and send it again.`
          : status === 'unconfirmed'
            ? t`We could not confirm that your message arrived, so it may not have been sent. What you wrote is still here: try again, or email it to us.`
            : ''}
      </p>
      {status === 'unconfirmed' ? (
        <div className={styles.alternative}>
          <p>
            <a href={mailto}>
              {t`Email your message to`}{' '}
              <span lang="en" dir="ltr">
                {officeEmail}
              </span>
            </a>
          </p>
          <label htmlFor={`${id}-copy`} className={styles.label}>
            {t`Your message, ready to copy`}
          </label>
          <textarea id={`${id}-copy`} readOnly rows={6} value={copy} className={styles.input} />
        </div>
      ) : null}
    </form>
  )
}
