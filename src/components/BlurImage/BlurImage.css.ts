import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

const frame = style({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  inlineSize: '100%',
  background: vars.color.surfaceAlt,
})

/** The shapes as class names, known at build time. */
export const frameShape = styleVariants({
  wide: [frame, { aspectRatio: '16 / 10' }],
  square: [frame, { aspectRatio: '1 / 1' }],
  banner: [frame, { aspectRatio: '12 / 5' }],
  // The source's own aspect ratio (BlurImage sets the two variables): never wider than the source,
  // so never upscaled, and at most 22rem tall.
  natural: [
    frame,
    {
      aspectRatio: 'var(--source-width) / var(--source-height)',
      maxInlineSize: 'min(100%, calc(var(--source-width) * 1px), calc(22rem * var(--source-width) / var(--source-height)))',
    },
  ],
})

export const layer = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
})
