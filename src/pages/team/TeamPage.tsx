import { useLingui } from '@lingui/react/macro'
import { Section } from '#src/components/Section/Section'
import { TeamGrid } from '#src/components/TeamGrid/TeamGrid'
import { boardOfDirectors, executiveTeam } from '#src/content/team'
import { Page } from '#src/layout/Page/Page'

export function TeamPage() {
  const { t } = useLingui()
  return (
    <Page art="team" title={t`Our Team`} intro={t`Meet the board of directors and the executive team who lead the company.`}>
      <Section id="team-board" title={t`Board of directors`}>
        <TeamGrid members={boardOfDirectors} />
      </Section>
      <Section id="team-executives" title={t`Executive team`}>
        <TeamGrid members={executiveTeam} />
      </Section>
    </Page>
  )
}

export { TeamPage as Component }
