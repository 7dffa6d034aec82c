import { msg } from '@lingui/core/macro'
import type { TextBlock } from './types'

export const brandIntro: TextBlock = {
  title: msg`Carriere orthodontics`,
  text: msg`An orthodontic brand since 1975: self-ligating brackets, Class II correctors and clear aligners that can shorten treatment by up to 6 months.`,
}

export const bookingProducts: TextBlock[] = [
  { title: msg`Carriere SLX 3D`, text: msg`Self-ligating brackets with a low profile for comfortable, efficient treatment.` },
  { title: msg`Carriere Motion 3D`, text: msg`The Class II corrector that sets up the bite first, before brackets or aligners.` },
  { title: msg`Clear Aligners`, text: msg`Nearly invisible aligners planned digitally and supported by our orthodontic team.` },
]
