import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { LocalLink } from '../../i18n/LocalLink'
import type { NavItem } from '../navigation/navigation'

/**
 * A list of site links in the current language; the link to the page shown gets aria-current.
 * `first` is an item of another kind placed before the links (the header's Divisions menu).
 */
export function NavList({
  items,
  first,
  className,
  linkClassName,
  id,
  hidden,
}: {
  items: NavItem[]
  first?: ReactNode
  className?: string
  linkClassName?: string
  id?: string
  hidden?: boolean
}) {
  const { i18n } = useLingui()
  return (
    <ul id={id} className={className} hidden={hidden}>
      {first ? <li>{first}</li> : null}
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
