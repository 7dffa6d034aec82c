import { expect } from '@playwright/test'
import { By } from 'selenium-webdriver'
import { translate } from '#tooling/catalog'
import { languages, pathIn } from '../../support/site'
import { storedMessages } from '../../support/contact-messages'
import { categoryTab, dropdown, hydrated, menus, open, partnerPopup, press, productCard, test, until } from './webkit'

// With JavaScript in WebKit, which has no invoker commands before Safari 26.2: once the app has
// hydrated, each control takes effect (the drawer and the pop-ups open modally through the app),
// and the contact form sends.

for (const control of [...menus, dropdown, productCard, categoryTab, partnerPopup]) {
  test(`with JavaScript: ${control.name} takes effect`, async ({ webkit, baseURL }) => {
    await open(webkit, baseURL!, control.path, control.width)
    await hydrated(webkit)
    await press(webkit, control.control)
    await until(webkit, control.done, `${control.name} took effect`)
  })
}

test('with JavaScript: the drawer opens modally and closes with its button and with Escape', async ({ webkit, baseURL }) => {
  const [menu] = menus
  await open(webkit, baseURL!, menu!.path, menu!.width)
  await hydrated(webkit)
  await press(webkit, menu!.control)
  await until(webkit, `return document.querySelector('dialog#site-menu').matches(':modal')`, 'the drawer is modal')
  await press(webkit, By.xpath(`//dialog[@id='site-menu']//button[normalize-space(.)='Close menu']`))
  await until(webkit, `return !document.querySelector('dialog#site-menu').checkVisibility()`, 'the close button closed the drawer')
  await press(webkit, menu!.control)
  await until(webkit, menu!.done, 'the drawer opened again')
  await webkit.actions().sendKeys('\uE00C').perform() // Escape
  await until(webkit, `return !document.querySelector('dialog#site-menu').checkVisibility()`, 'Escape closed the drawer')
})

for (const { locale, prefix } of languages) {
  const t = (source: string) => translate(locale, source)
  test(`with JavaScript: the contact form sends (${locale})`, async ({ webkit, baseURL }) => {
    const subject = `WebKit ${locale} ${Date.now()}`
    const typed = { 'Full Name': 'Huda Al-Qahtani', Email: 'huda@clinic.example', Subject: subject, Message: 'Please call me about training.' }
    await open(webkit, baseURL!, pathIn(prefix, '/contact-us'))
    await hydrated(webkit)
    for (const [label, value] of Object.entries(typed)) {
      const id = await webkit.findElement(By.xpath(`//form//label[normalize-space(.)='${t(label)}']`)).getAttribute('for')
      await webkit.findElement(By.id(id ?? '')).sendKeys(value)
    }
    await press(webkit, By.xpath(`//form//button[@type='submit'][normalize-space(.)='${t('Submit')}']`))
    const sent = t('Thank you, your message was sent. Our team will reply soon.')
    await until(
      webkit,
      `return [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent.includes(${JSON.stringify(sent)}))`,
      'the form says it was sent',
      15_000,
    )
    expect(storedMessages(subject), 'the fixture stored the message once').toEqual([
      expect.objectContaining({ fullName: typed['Full Name'], email: typed.Email, message: typed.Message }),
    ])
  })
}
