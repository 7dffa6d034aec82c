import { style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

// Grid items may shrink below their content (a long word, an address), so nothing runs past the
// dialog or the page that holds the search.
export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  minInlineSize: 0,
  maxInlineSize: '40rem',
  overflowWrap: 'anywhere',
})

export const label = style({ fontWeight: 600 })

export const field = style({ position: 'relative', display: 'flex', alignItems: 'center' })

export const icon = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  color: vars.color.textMuted,
  pointerEvents: 'none',
})

export const input = style({
  inlineSize: '100%',
  minBlockSize: '44px',
  paddingInlineStart: `calc(${vars.space.sm} * 2 + 20px)`,
  paddingInlineEnd: vars.space.sm,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  // The site's own ring (the theme's focus colour), never the browser's, whichever way the field got focus.
  selectors: { '&:focus, &:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderColor: vars.color.text } },
})

export const status = style({ margin: 0, minBlockSize: '1.6em', color: vars.color.textMuted })

export const results = style({
  display: 'grid',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  selectors: { '&[hidden]': { display: 'none' } },
})

export const result = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'start',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.surfaceAlt },
  },
})

export const title = style({
  color: vars.color.link,
  fontWeight: 600,
  selectors: { [`${result}:hover &`]: { textDecoration: 'underline' } },
})

export const section = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted })

export const excerpt = style({ fontSize: vars.fontSize.small })

export const mark = style({ background: 'none', color: 'inherit', fontWeight: 700 })
