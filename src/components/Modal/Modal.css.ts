import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { lightSurface, vars } from '#src/theme/theme.css.ts'
import { pill } from '#src/components/Button/Button.css.ts'

const slideIn = keyframes({
  from: { transform: 'translateX(var(--modal-from))' },
  to: { transform: 'translateX(0)' },
})

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'translateY(0.75rem)' },
  to: { opacity: 1, transform: 'none' },
})

// A dialog is laid out where it is rendered: it must not inherit its opener's text settings (the
// header's one-line controls would keep its contents on one line, past its edge).
const base = style({
  whiteSpace: 'normal',
  padding: 0,
  border: 0,
  background: vars.color.surface,
  color: vars.color.text,
  vars: lightSurface,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: 'rgba(8, 30, 36, 0.55)' } },
})

export const dialog = styleVariants({
  center: [
    base,
    {
      inlineSize: 'min(40rem, calc(100vw - 2rem))',
      maxBlockSize: 'calc(100dvh - 2rem)',
      borderRadius: vars.radius.md,
      animation: `${fadeIn} ${vars.duration.base} ease-out`,
    },
  ],
  // The drawer: full height at the inline end, the right in English and the left in Arabic.
  end: [
    base,
    {
      vars: { '--modal-from': '100%' },
      selectors: { '[dir="rtl"] &': { vars: { '--modal-from': '-100%' } } },
      position: 'fixed',
      insetBlock: 0,
      insetInlineStart: 'auto',
      insetInlineEnd: 0,
      margin: 0,
      blockSize: '100dvh',
      maxBlockSize: '100dvh',
      inlineSize: 'min(22rem, 100vw)',
      maxInlineSize: '100vw',
      animation: `${slideIn} ${vars.duration.base} ease-out`,
    },
  ],
})

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minBlockSize: '100%',
  padding: vars.space.lg,
})

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md })

export const title = style({ margin: 0, fontSize: vars.fontSize.h3, color: vars.color.brand })

export const close = style([pill, { color: vars.color.brand }])
