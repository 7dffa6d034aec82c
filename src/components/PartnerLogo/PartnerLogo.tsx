import type { ReactNode } from 'react'
import * as styles from './PartnerLogo.css.ts'

const height = 56
const fontSize = 20
const textStart = 54

/**
 * Each fictional partner's own mark, drawn in the 40x40 box at (2, 8), and how its name is set:
 * simple geometric wordmarks, so the strip reads as eight brands and not one. A name without a
 * drawing of its own (a partner added to the content later) gets the plain ring.
 */
interface Mark {
  colour: string
  drawing: ReactNode
  /** Set in capitals with open tracking, as a brand would; otherwise as typed. */
  capitals?: boolean
  weight?: 600 | 700 | 800
}

const marks: Record<string, Mark> = {
  Nordenta: {
    colour: '#1f3f7a',
    drawing: (
      <>
        <rect x="2" y="8" width="40" height="40" rx="20" />
        <path d="M13 38V18l18 20V18" fill="none" stroke="#fff" strokeWidth="4.5" strokeLinejoin="round" strokeLinecap="round" />
      </>
    ),
    weight: 800,
  },
  'Osteon Dental': {
    colour: '#0e7480',
    drawing: (
      <>
        <path d="M10 10h24l-3 8H13z" />
        <path d="M13 21h18l-2 7H15zM15 31h14l-2 7H17zM17 41h10l-5 7z" />
      </>
    ),
    weight: 700,
  },
  'Regenix Biomaterials': {
    colour: '#3f8a3a',
    drawing: (
      <>
        <path d="M22 8l17 10v20L22 48 5 38V18z" />
        <circle cx="22" cy="28" r="6" fill="#fff" />
        <path d="M22 14v8M22 34v8M10 21l7 4M27 31l7 4M10 35l7-4M27 25l7-4" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
    capitals: true,
    weight: 600,
  },
  'Alinea Orthodontics': {
    colour: '#6a4aa5',
    drawing: (
      <>
        <path d="M6 20c4 18 28 18 32 0" fill="none" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
        <rect x="9" y="25" width="6" height="6" rx="1.5" />
        <rect x="19" y="31" width="6" height="6" rx="1.5" />
        <rect x="29" y="25" width="6" height="6" rx="1.5" />
      </>
    ),
    weight: 600,
  },
  'Clarix Imaging': {
    colour: '#1c6fb8',
    drawing: (
      <>
        <circle cx="22" cy="28" r="19" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="22" cy="28" r="11" fill="none" stroke="currentColor" strokeWidth="4" />
        <circle cx="22" cy="28" r="4" />
      </>
    ),
    capitals: true,
    weight: 700,
  },
  'Helvimed Diagnostics': {
    colour: '#b5502f',
    drawing: (
      <>
        <rect x="2" y="8" width="40" height="40" rx="8" />
        <path d="M7 29h8l4-9 6 17 4-8h8" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" strokeLinecap="round" />
      </>
    ),
    weight: 700,
  },
  Carriere: {
    colour: '#24323a',
    drawing: (
      <>
        <path d="M38 18a17 17 0 100 20" fill="none" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
        <circle cx="22" cy="28" r="5" fill="#c99a2e" />
      </>
    ),
    capitals: true,
    weight: 800,
  },
  'Kessler Surgical': {
    colour: '#4a5d73',
    drawing: (
      <>
        <path d="M22 8l20 20-20 20L2 28z" />
        <path d="M14 36L30 20" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </>
    ),
    weight: 700,
  },
}

const ring: Mark = { colour: '#12606e', drawing: <circle cx="22" cy="28" r="17" fill="none" stroke="currentColor" strokeWidth="6" /> }

/**
 * Advance widths of Inter Bold, in ems, by kind of character: enough to give each name a box of
 * its own length. The drawn text is then fitted to that box exactly (`textLength`), so the whole
 * name shows whatever font the browser ends up using.
 */
function estimatedWidth(name: string, capitals: boolean): number {
  const ems = [...name].reduce((sum, char) => {
    if (char === ' ') return sum + 0.27
    if (capitals || /[A-Z]/.test(char)) return sum + (capitals ? 0.78 : 0.7)
    return sum + (/[il]/.test(char) ? 0.3 : 0.6)
  }, 0)
  return Math.ceil(ems * (capitals ? fontSize * 0.8 : fontSize))
}

/** A partner's wordmark, drawn here (no hot-linked logos): its own mark and the whole brand name, named for screen readers. */
export function PartnerLogo({ name, displayHeight = 40 }: { name: string; displayHeight?: number }) {
  const { colour, drawing, capitals = false, weight = 700 } = marks[name] ?? ring
  const textWidth = estimatedWidth(name, capitals)
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
      <g fill={colour} color={colour} data-mark="">
        {drawing}
      </g>
      <text
        x={textStart}
        y={capitals ? 34 : 35}
        fontSize={capitals ? fontSize * 0.8 : fontSize}
        fontWeight={weight}
        fill={capitals ? colour : '#1b2a31'}
        fontFamily="Inter, sans-serif"
        direction="ltr"
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {capitals ? name.toUpperCase() : name}
      </text>
    </svg>
  )
}
