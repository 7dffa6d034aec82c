import { useLingui } from '@lingui/react/macro'
import { button } from '../../components/Button/Button.css'
import { Icon } from '../../components/Icon/Icon'
import { LocalLink } from '../../i18n/LocalLink'
import { Page } from '../../layout/Page/Page'

export function HomePage() {
  const { t } = useLingui()
  return (
    <Page
      heading={t`Pioneering medical technology across the Middle East and North Africa`}
      intro={t`Advanced diagnostics, innovative healthcare solutions and cutting-edge medical and dental equipment, for clinicians, clinics and hospitals.`}
      heroActions={
        <LocalLink to="/divisions" className={button({ tone: 'light' })}>
          {t`Explore now`}
          <Icon name="arrowForward" size={20} />
        </LocalLink>
      }
    />
  )
}

export { HomePage as Component }
