import type { ReactNode } from 'react'
import { LocalLink } from '#src/i18n/LocalLink'
import { buttonTone } from './Button.css.ts'

export type ButtonTone = keyof typeof buttonTone

/**
 * A link drawn as a button (the site's calls to action): a language-neutral path in the page's
 * language, at least 44 px tall, in one of the tones of ./Button.css.ts.
 */
export function ButtonLink({ to, tone, className, children }: { to: string; tone: ButtonTone; className?: string; children: ReactNode }) {
  return (
    // A call to action is interface, not what the page says: not in the search index (docs/decisions/0046).
    <LocalLink to={to} className={className ? `${buttonTone[tone]} ${className}` : buttonTone[tone]} data-pagefind-ignore="">
      {children}
    </LocalLink>
  )
}
