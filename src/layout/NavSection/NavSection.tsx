import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { NavGroup } from '#src/navigation/navigation'
import { NavList } from '#src/layout/NavList/NavList'

/**
 * A titled list of links (a drawer section, a footer column). The heading names the list, so a
 * screen reader's list of lists reads "Divisions, 5 items" rather than five anonymous lists.
 */
export function NavSection({
  group,
  level,
  className,
  headingClassName,
  listClassName,
  linkClassName,
}: {
  group: NavGroup
  level: 2 | 3
  className?: string
  headingClassName?: string
  listClassName?: string
  linkClassName?: string
}) {
  const { i18n } = useLingui()
  const headingId = useId()
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className={className}>
      <Heading id={headingId} className={headingClassName}>
        {i18n._(group.label)}
      </Heading>
      <NavList items={group.items} labelledBy={headingId} className={listClassName} linkClassName={linkClassName} />
    </div>
  )
}
