import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { translate } from '#tooling/catalog'
import stories from './ContactForm.portable'

// The form is handed its send action (the contact page passes the webhook client): what it hands
// that action, and what it keeps when the action fails. The real webhook is the site tests' part.
test('a failed send keeps what was typed, and the retry hands over exactly the four fields', async ({ mount, page }) => {
  const locale = 'ar'
  await mount<HooksConfig>(<stories.NetworkDownOnce />, { hooksConfig: { locale } })
  const typed = { 'Full Name': 'هدى القحطاني', Email: 'huda@clinic.example', Subject: 'زرعات قصيرة', Message: 'أرجو الاتصال بي بخصوص التدريب.' }
  for (const [label, value] of Object.entries(typed)) await page.getByLabel(translate(locale, label), { exact: true }).fill(value)

  await page.getByRole('button', { name: translate(locale, 'Submit') }).click()
  await expect(page.getByRole('alert')).toHaveText(
    translate(locale, 'Your message could not be sent: check your connection and try again. What you wrote is still here.'),
  )
  for (const [label, value] of Object.entries(typed)) await expect(page.getByLabel(translate(locale, label), { exact: true })).toHaveValue(value)
  await expect(page.getByTestId('sent')).toHaveText('[]')

  await page.getByRole('button', { name: translate(locale, 'Try again') }).click()
  await expect(page.getByRole('status')).toHaveText(translate(locale, 'Thank you, your message was sent. Our team will reply soon.'))
  expect(JSON.parse(await page.getByTestId('sent').innerText())).toEqual([
    { fullName: typed['Full Name'], email: typed.Email, subject: typed.Subject, message: typed.Message },
  ])
  await expect(page.getByLabel(translate(locale, 'Full Name'), { exact: true })).toHaveValue('')
})
