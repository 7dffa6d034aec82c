import { useLingui } from '@lingui/react'
import { LocalLink } from '#src/i18n/LocalLink'
import type { NavItem } from '#src/navigation/navigation'

/** A list of site links in the current language; the link to the page shown gets aria-current. */
export function NavList({
  items,
  className,
  linkClassName,
  id,
  hidden,
  labelledBy,
}: {
  items: NavItem[]
  className?: string
  linkClassName?: string
  id?: string
  hidden?: boolean
  labelledBy?: string
}) {
  const { i18n } = useLingui()
  return (
    <ul id={id} className={className} hidden={hidden} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.to}>
          <LocalLink to={item.to} className={linkClassName}>
            {i18n._(item.label)}
          </LocalLink>
        </li>
      ))}
    </ul>
  )
}
