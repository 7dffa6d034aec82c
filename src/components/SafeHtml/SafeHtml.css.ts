import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#src/theme/theme.css.ts'

export const prose = style({ maxInlineSize: vars.layout.measure, fontSize: vars.fontSize.lead })

globalStyle(`${prose} > * + *`, { marginBlockStart: vars.space.md })
globalStyle(`${prose} :is(h2, h3)`, { marginBlockStart: vars.space.xl, color: vars.color.brand })
globalStyle(`${prose} :is(ul, ol)`, { paddingInlineStart: vars.space.lg })
globalStyle(`${prose} img`, { display: 'block', maxInlineSize: '100%', blockSize: 'auto', borderRadius: vars.radius.md })
globalStyle(`${prose} a`, { color: vars.color.link, textUnderlineOffset: '0.2em' })
