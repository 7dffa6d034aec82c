import * as styles from './PartnerLogo.css.ts'

const height = 56
const fontSize = 20
const markSize = 40
const textStart = 54

/**
 * Advance widths of Inter Bold, in ems, by kind of character: enough to give each name a box of
 * its own length. The drawn text is then fitted to that box exactly (`textLength`), so the whole
 * name shows whatever font the browser ends up using.
 */
function estimatedWidth(name: string): number {
  const ems = [...name].reduce((sum, char) => sum + (char === ' ' ? 0.27 : /[A-Z]/.test(char) ? 0.7 : /[il]/.test(char) ? 0.3 : 0.6), 0)
  return Math.ceil(ems * fontSize)
}

/** A partner's wordmark, drawn here (no hot-linked logos): a mark and the whole brand name, named for screen readers. */
export function PartnerLogo({ name, displayHeight = 40 }: { name: string; displayHeight?: number }) {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360
  const textWidth = estimatedWidth(name)
  const width = textStart + textWidth + 4
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={Math.round((width * displayHeight) / height)}
      height={displayHeight}
      role="img"
      aria-label={name}
      lang="en"
      className={styles.logo}
    >
      <rect x="2" y="8" width={markSize} height={markSize} rx="10" fill={`hsl(${hue} 55% 32%)`} />
      <path d="M12 38 L22 18 L32 38 Z" fill="#fff" opacity="0.9" />
      <text
        x={textStart}
        y="35"
        fontSize={fontSize}
        fontWeight="700"
        fill="#1b2a31"
        fontFamily="Inter, sans-serif"
        direction="ltr"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  )
}
