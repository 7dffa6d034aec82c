import { Trans } from '@lingui/react/macro'
import { Icon } from '#src/components/Icon/Icon'
import * as styles from './ContactCard.css.ts'
import { ButtonLink } from '#src/components/Button/Button'

/** The contact call to action that closes many pages: one component, reused everywhere. */
export function ContactCard({ id = 'contact-card' }: { id?: string }) {
  return (
    // The same call to action on many pages: not in the search index (docs/decisions/0046).
    <section className={styles.card} aria-labelledby={id} data-pagefind-ignore="">
      <div className={styles.text}>
        <h2 id={id} className={styles.title}>
          <Trans>Have Questions? We're Here to Help!</Trans>
        </h2>
        <p className={styles.body}>
          <Trans>Our specialists answer questions about products, training and partnerships, in Arabic and English.</Trans>
        </p>
      </div>
      <ButtonLink to="/contact-us" tone="light">
        <Trans>Contact us</Trans>
        <Icon name="arrowForward" size={20} />
      </ButtonLink>
    </section>
  )
}
