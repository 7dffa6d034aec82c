import { useLingui } from '@lingui/react/macro'
import { useId, useRef } from 'react'
import type { Partner } from '#src/content/types'
import { visuallyHidden } from '#src/theme/global.css.ts'
import { Icon } from '#src/components/Icon/Icon'
import { Modal, modalOpener } from '#src/components/Modal/Modal'
import { PartnerLogo } from '#src/components/PartnerLogo/PartnerLogo'
import * as styles from './PartnerCard.css.ts'

/**
 * A supplier: logo, description, the supplier's claims, its website (new tab), and, when it has
 * one, a pop-up with its products and documents, or its video. The video's player is only
 * loaded once the pop-up opens, and a plain link to it is always offered beside it.
 */
export function PartnerCard({ partner }: { partner: Partner }) {
  const { t, i18n } = useLingui()
  const popupId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { popup, name } = partner
  const video = popup?.video
  const newTab = t`(opens in a new tab)`

  return (
    <article className={styles.card}>
      {/* The wordmark is the heading: the name shows once, drawn; the heading's text is the name for those who hear it. */}
      <h3 className={styles.name}>
        <span aria-hidden="true">
          <PartnerLogo name={name} />
        </span>
        <span className={visuallyHidden} lang="en">
          {name}
        </span>
      </h3>
      <p className={styles.text}>{i18n._(partner.description)}</p>
      {partner.claims.length > 0 ? (
        <ul className={styles.claims}>
          {partner.claims.map((claim) => (
            <li key={claim.id}>{i18n._(claim)}</li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        {popup ? (
          <button ref={buttonRef} {...modalOpener(popupId)} className={styles.button}>
            {video ? t`Watch Video` : t`View products`}
            <span className={visuallyHidden}>
              : <span lang="en">{name}</span>
            </span>
          </button>
        ) : null}
        {partner.website ? (
          <a href={partner.website} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t`Visit website`}
            <span className={visuallyHidden}>
              : <span lang="en">{name}</span> {newTab}
            </span>
          </a>
        ) : null}
      </div>
      {popup ? (
        <Modal id={popupId} title={name} closeLabel={t`Close`} returnFocusTo={buttonRef}>
          {(open) => (
            <>
              {video ? (
                <div className={styles.video}>
                  {open ? (
                    <iframe
                      src={video.embedUrl}
                      title={i18n._(video.title)}
                      className={styles.frame}
                      loading="lazy"
                      allow="accelerometer; encrypted-media; picture-in-picture"
                      allowFullScreen
                      referrerPolicy="strict-origin-when-cross-origin"
                    />
                  ) : null}
                  <a href={video.pageUrl} target="_blank" rel="noopener noreferrer">
                    {t`If the video does not play here, watch it on the video site`}
                    <span className={visuallyHidden}> {newTab}</span>
                  </a>
                </div>
              ) : null}
              {popup.products.length > 0 ? (
                <section
                  aria-label={t({
                    message: `${name} products`,
                    comment: "Names the list of a supplier's products in its pop-up; {name} is a brand name in Latin script",
                  })}
                >
                  <ul className={styles.products}>
                    {popup.products.map((product) => (
                      <li key={product.id}>{i18n._(product)}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {popup.documents.length > 0 ? (
                <section
                  aria-label={t({
                    message: `${name} documents`,
                    comment: "Names the list of a supplier's PDF documents in its pop-up; {name} is a brand name in Latin script",
                  })}
                >
                  <ul className={styles.documents}>
                    {popup.documents.map((document) => (
                      <li key={document.file}>
                        <a href={document.file} target="_blank" rel="noopener noreferrer" type="application/pdf" className={styles.link}>
                          <Icon name="download" size={20} />
                          {i18n._(document.label)}
                          <span className={visuallyHidden}> {newTab}</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </>
          )}
        </Modal>
      ) : null}
    </article>
  )
}
