import type { ReactNode } from 'react'
import { vars } from '#src/theme/theme.css.ts'

/** The header's and footer's deep teal, for the parts drawn in their light tone. */
export function DarkSurface({ children }: { children: ReactNode }) {
  return <div style={{ background: vars.color.brand, padding: vars.space.lg }}>{children}</div>
}
