import { useLingui } from '@lingui/react/macro'
import { ContactCard } from '#src/components/ContactCard/ContactCard'
import { LinkCards } from '#src/components/LinkCards/LinkCards'
import { Section } from '#src/components/Section/Section'
import { divisions } from '#src/content/divisions'
import { Page } from '#src/layout/Page/Page'
import { container } from '#src/theme/global.css.ts'

export function DivisionsPage() {
  const { t } = useLingui()
  return (
    <Page
      art="divisions"
      title={t`Our divisions`}
      intro={t`Two divisions, dental and medical, each with specialist teams and leading global partners.`}
    >
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
