import { useLingui } from '@lingui/react/macro'
import { useLocation } from 'react-router-dom'
import { contactLimits, contactWebhookUrl } from '#src/api/contactWebhook'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { ContactForm, type SendContactMessage } from '#src/components/ContactForm/ContactForm'
import { Section } from '#src/components/Section/Section'
import { OrganizationJsonLd } from '#src/layout/Page/StructuredData'
import { offices } from '#src/content/offices'
import { Page } from '#src/layout/Page/Page'
import * as styles from './ContactPage.css.ts'

// Loaded on the first send: the page does not carry the dashboard client until then.
const sendMessage: SendContactMessage = async (message) => (await import('#src/api/client')).sendContactMessage(message)

/**
 * An address may wrap only after its @, never at the hyphen or dot of a domain name
 * (riyadh@ / wahat-medical.example), so a narrow card never shows half a domain.
 */
function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <span className={styles.unbroken}>{address}</span>
  return (
    <>
      <span className={styles.unbroken}>{address.slice(0, at + 1)}</span>
      <wbr />
      <span className={styles.unbroken}>{address.slice(at + 1)}</span>
    </>
  )
}

export function ContactPage() {
  const { t, i18n } = useLingui()
  const { pathname } = useLocation()
  return (
    <Page
      art="contact"
      title={t`Contact us`}
      intro={t`Visit one of our offices in Riyadh, Jeddah and Dammam, or send us a message and our team will reply.`}
    >
      <OrganizationJsonLd />
      <Section id="contact-offices" title={t`Our offices`}>
        <ul className={cardGrid(offices.length)}>
          {offices.map((office) => (
            <li key={office.id} className={styles.office}>
              <h3 className={styles.city}>{i18n._(office.city)}</h3>
              <address className={styles.address}>
                <p>{i18n._(office.address)}</p>
                <p>
                  <a href={`tel:${office.phone}`} dir="ltr" className={styles.ltrValue}>
                    {office.phoneDisplay}
                  </a>
                </p>
                <p>
                  <a href={`mailto:${office.email}`} lang="en" dir="ltr" className={styles.ltrValue}>
                    <EmailAddress address={office.email} />
                  </a>
                </p>
              </address>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="contact-form" title={t`Reach Out`}>
        <div className={styles.formLayout}>
          <ContactForm
            send={sendMessage}
            action={contactWebhookUrl() ?? undefined}
            limits={contactLimits}
            back={pathname}
            officeEmail={offices[0]!.email}
          />
          <img src="/images/reach-out.svg" width={480} height={480} alt="" className={styles.image} />
        </div>
      </Section>
    </Page>
  )
}

export { ContactPage as Component }
