import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/theme.css'

const frame = recipe({
  base: {
    position: 'relative',
    display: 'block',
    overflow: 'hidden',
    inlineSize: '100%',
    background: vars.color.surfaceAlt,
  },
  variants: {
    shape: {
      wide: { aspectRatio: '16 / 10' },
      square: { aspectRatio: '1 / 1' },
      banner: { aspectRatio: '12 / 5' },
    },
  },
})

/** The shapes as class names: the recipe runs at build time (see Button.css.ts). */
export const frameShape = {
  wide: frame({ shape: 'wide' }),
  square: frame({ shape: 'square' }),
  banner: frame({ shape: 'banner' }),
}

export const layer = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
})
