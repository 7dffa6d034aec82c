import { useLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { brand } from '#src/content/brand'
import * as styles from './LegalLines.css.ts'

/** The rights-reserved line and the terms text (plain text, not a link: docs/product.md "Footer"). */
export function LegalLines({ className }: { className?: string }) {
  const { i18n } = useLingui()
  const site = i18n._(brand.name)
  const year = __BUILD_YEAR__
  return (
    <div className={[styles.legal, className].filter(Boolean).join(' ')}>
      <p>
        <Trans>
          © {year} {site}. All rights reserved.
        </Trans>
      </p>
      <p>
        <Trans>Use of this website is subject to our terms and conditions.</Trans>
      </p>
    </div>
  )
}
