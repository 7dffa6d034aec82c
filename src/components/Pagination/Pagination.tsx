import { useLingui } from '@lingui/react/macro'
import { LocalLink } from '#src/i18n/LocalLink'
import { useLocale } from '#src/i18n/LocaleProvider'
import { intlLocale, type Locale } from '#src/i18n/locales'
import { Icon } from '#src/components/Icon/Icon'
import { GAP, pageWindow } from './pageWindow'
import * as styles from './Pagination.css.ts'

/** A page number in the page's own digits, as its dates are written. */
const formatPageNumber = (page: number, locale: Locale) => new Intl.NumberFormat(intlLocale(locale)).format(page)

/** The document title of a page of a listing: the listing's name, and from page 2 on its number. */
export function usePagedTitle(title: string, page: number): string {
  const { t } = useLingui()
  const locale = useLocale()
  if (page === 1) return title
  const number = formatPageNumber(page, locale)
  return t({ message: `${title} – page ${number}`, comment: 'Title of a later page of a list, such as "Media center – page 2"' })
}

/** A page's number, named "Page 2" for whoever hears it rather than sees it among the others. */
function PageLink({ to, number }: { to: string; number: string }) {
  const { t } = useLingui()
  return (
    <LocalLink to={to} className={styles.link} aria-label={t({ message: `Page ${number}`, comment: 'Accessible name of a page number link' })}>
      {number}
    </LocalLink>
  )
}

interface PaginationProps {
  page: number
  pages: number
  /** The language-neutral path of a page. */
  pathOf: (page: number) => string
}

/**
 * The links between the pages of a listing: previous, a window of page numbers with gaps for
 * long listings, next. Plain links, so they work before (and without) the script; the current
 * page's link carries `aria-current="page"` (LocalLink is a NavLink). Nothing when there is
 * only one page.
 */
export function Pagination({ page, pages, pathOf }: PaginationProps) {
  const { t } = useLingui()
  const locale = useLocale()
  if (pages <= 1) return null
  return (
    <nav className={styles.nav} aria-label={t({ message: 'Pages', comment: 'Name of the navigation between the pages of a list' })}>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <LocalLink to={pathOf(page - 1)} rel="prev" className={`${styles.link} ${styles.step}`}>
              <Icon name="arrowBack" size={20} />
              {t({ message: 'Previous', comment: 'Link to the previous page of a list' })}
            </LocalLink>
          </li>
        ) : null}
        {pageWindow(page, pages).map((slot, index) =>
          slot === GAP ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <PageLink to={pathOf(slot)} number={formatPageNumber(slot, locale)} />
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <LocalLink to={pathOf(page + 1)} rel="next" className={`${styles.link} ${styles.step}`}>
              {t({ message: 'Next', comment: 'Link to the next page of a list' })}
              <Icon name="arrowForward" size={20} />
            </LocalLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
