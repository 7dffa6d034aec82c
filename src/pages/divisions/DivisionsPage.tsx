import { useLingui } from '@lingui/react/macro'
import { ContactCard } from '../../components/ContactCard/ContactCard'
import { LinkCards } from '../../components/LinkCards/LinkCards'
import { Section } from '../../components/Section/Section'
import { divisions } from '../../content/divisions'
import { Page } from '../../layout/Page/Page'
import { container } from '../../theme/global.css'

export function DivisionsPage() {
  const { t } = useLingui()
  return (
    <Page title={t`Our divisions`} intro={t`Two divisions, dental and medical, each with specialist teams and leading global partners.`}>
      <Section id="divisions-list" title={t`Choose a division`}>
        <LinkCards items={divisions} />
      </Section>
      <div className={container}>
        <ContactCard />
      </div>
    </Page>
  )
}

export { DivisionsPage as Component }
