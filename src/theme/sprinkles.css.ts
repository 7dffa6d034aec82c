import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { media, vars } from './theme.css'

// Logical properties only: the same atoms are right in English (LTR) and Arabic (RTL).
const responsive = defineProperties({
  conditions: {
    mobile: { '@media': media.mobile },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: false,
  responsiveArray: ['mobile', 'desktop'],
  properties: {
    display: ['none', 'flex', 'block', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    marginBlock: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
})

export const sprinkles = createSprinkles(responsive)
export type Sprinkles = Parameters<typeof sprinkles>[0]
