import { forwardRef } from 'react'
import { NavLink, type NavLinkProps } from 'react-router-dom'
import { localizePath } from './locales'
import { useLocale } from './LocaleProvider'

/**
 * A link to a language-neutral path (`/about-us`) in the current page's language. NavLink gives
 * `aria-current="page"` on the link to the page being shown.
 */
export const LocalLink = forwardRef<HTMLAnchorElement, Omit<NavLinkProps, 'to'> & { to: string }>(function LocalLink(
  { to, end = true, ...rest },
  ref,
) {
  const locale = useLocale()
  return <NavLink ref={ref} to={localizePath(to, locale)} end={end} {...rest} />
})

/** Turns a language-neutral path into the current language's path. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale()
  return (path) => localizePath(path, locale)
}
