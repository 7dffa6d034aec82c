import type { SVGProps } from 'react'
import * as styles from './Icon.css.ts'
import type { IconName } from './glyphs'

/**
 * A decorative icon (./glyphs.ts): always hidden from assistive technology, so its control must
 * carry the name. An empty `<svg>` of the size asked, painted through its glyph's mask (./Icon.css.ts).
 */
export function Icon({ name, size = 24, className, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={[styles.icon, styles.glyph[name], className].filter(Boolean).join(' ')}
      data-icon={name}
      {...rest}
    />
  )
}
