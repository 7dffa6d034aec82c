import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { translate } from '#tooling/catalog'
import stories from './ContactForm.portable'

// The form is handed its send action (the contact page passes the webhook client): what it hands
// that action, and what it keeps and offers when the message is not confirmed. The real webhook
// is the site tests' part.
test('a message not confirmed keeps what was typed, offers the office by e-mail with the message, and the retry hands over exactly the four fields', async ({
  mount,
  page,
}) => {
  const locale = 'ar'
  const t = (source: string) => translate(locale, source)
  await mount<HooksConfig>(<stories.NetworkDownOnce />, { hooksConfig: { locale } })
  const typed = { 'Full Name': 'هدى القحطاني', Email: 'huda@clinic.example', Subject: 'زرعات قصيرة', Message: 'أرجو الاتصال بي بخصوص التدريب.' }
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(t(label), { exact: true }).fill(value)

  await page.getByRole('button', { name: t('Submit') }).click()
  await expect(page.getByRole('alert')).toHaveText(
    t('We could not confirm that your message arrived, so it may not have been sent. What you wrote is still here: try again, or email it to us.'),
  )
  await expect(page.getByRole('status')).toHaveText('')
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(t(label), { exact: true })).toHaveValue(value)
  await expect(page.getByTestId('sent')).toHaveText('[]')
  // The office's address, the message ready in the link and in a box to copy from.
  const copy = `${t('Full Name')}: ${typed['Full Name']}\n${t('Email')}: ${typed.Email}\n${t('Subject')}: ${typed.Subject}\n\n${typed.Message}`
  const mail = new URL((await page.getByRole('link', { name: /riyadh@wahat-medical\.example/ }).getAttribute('href')) ?? '')
  expect(mail.protocol + mail.pathname).toBe('mailto:riyadh@wahat-medical.example')
  expect(mail.searchParams.get('subject')).toBe(typed.Subject)
  expect(mail.searchParams.get('body')).toBe(copy)
  await expect(page.getByLabel(t('Your message, ready to copy'))).toHaveValue(copy)

  await page.getByRole('button', { name: t('Try again') }).click()
  await expect(page.getByRole('status')).toHaveText(t('Thank you, your message was sent. Our team will reply soon.'))
  await expect(page.getByRole('alert')).toHaveText('')
  expect(JSON.parse(await page.getByTestId('sent').innerText())).toEqual([
    { fullName: typed['Full Name'], email: typed.Email, subject: typed.Subject, message: typed.Message },
  ])
  await expect(page.getByLabel(t('Full Name'), { exact: true })).toHaveValue('')
})

test("a refusal puts the script's reason beside its field, keeps everything and thanks no one", async ({ mount, page }) => {
  const locale = 'en'
  // The story's send action answers as the script does when it refuses the address.
  await mount<HooksConfig>(<stories.RefusedEnglish />, { hooksConfig: { locale } })
  const typed = { 'Full Name': 'Huda Al-Qahtani', Email: 'huda@clinic.example', Subject: 'Short implants', Message: 'Call me.' }
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(translate(locale, label), { exact: true }).fill(value)
  await page.getByRole('button', { name: translate(locale, 'Submit') }).click()
  const email = page.getByLabel(translate(locale, 'Email'), { exact: true })
  await expect(email).toHaveAccessibleDescription(translate(locale, 'Please enter an email address such as name@clinic.com.'))
  await expect(email).toBeFocused()
  await expect(email).toHaveValue('huda@clinic.example')
  await expect(page.getByRole('alert')).toHaveText(
    translate(locale, 'Your message was not accepted. Please correct what is marked and send it again.'),
  )
  await expect(page.getByRole('status')).toHaveText('')
})

test('a field of invisible characters alone is empty: the form refuses it before any send', async ({ mount, page }) => {
  const locale = 'en'
  await mount<HooksConfig>(<stories.NetworkDownOnce />, { hooksConfig: { locale } })
  const typed = { 'Full Name': '\u200b\u200b \u2060', Email: 'huda@clinic.example', Subject: '\u200e\u00ad', Message: 'Call me.' }
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(translate(locale, label), { exact: true }).fill(value)
  await page.getByRole('button', { name: translate(locale, 'Submit') }).click()
  await expect(page.getByLabel(translate(locale, 'Full Name'), { exact: true })).toHaveAccessibleDescription(
    translate(locale, 'Please enter your full name.'),
  )
  await expect(page.getByLabel(translate(locale, 'Subject'), { exact: true })).toHaveAccessibleDescription(
    translate(locale, 'Please enter a subject.'),
  )
  // Not even tried: a send would have made the button 'Sending...' in the render that shows the errors.
  await expect(page.getByRole('button', { name: translate(locale, 'Submit') })).toBeEnabled()
  await expect(page.getByRole('alert')).toHaveText('')
  await expect(page.getByTestId('sent')).toHaveText('[]')
})
