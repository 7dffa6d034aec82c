import { msg } from '@lingui/core/macro'
import { partnerWebsite } from './company'
import type { Partner } from './types'

/** On the dental division page (orthodontics) and on the orthodontic page. */
export const carriere: Partner = {
  id: 'carriere',
  name: 'Carriere',
  description: msg`An orthodontic brand since 1975, Carriere creates appliances and bracket systems that can shorten treatment by up to 6 months.`,
  claims: [msg`Trusted by orthodontists for nearly 50 years`],
  website: partnerWebsite('Carriere'),
  popup: {
    products: [
      msg`Carriere SLX 3D self-ligating brackets`,
      msg({
        message: 'Carriere Motion 3D Class II correctors',
        comment: 'Class II: the orthodontic malocclusion class (distal bite), not a product grade',
      }),
      msg`Carriere clear aligners`,
    ],
    documents: [{ label: msg`Carriere product guide`, file: '/documents/dental/carriere-product-guide.pdf' }],
  },
}

/** On the dental division page (surgical instruments) and on the surgical page. */
export const kesslerSurgical: Partner = {
  id: 'kessler-surgical',
  name: 'Kessler Surgical',
  description: msg`German-made forceps, elevators, scalers and implant surgery instruments, each finished and inspected by hand.`,
  claims: [msg`Crafting surgical instruments for over 100 years`],
  website: partnerWebsite('Kessler Surgical'),
}
