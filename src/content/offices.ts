import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** The three offices of docs/product.md "Contact" (reserved example phone numbers and addresses). */
interface Office {
  id: string
  city: MessageDescriptor
  address: MessageDescriptor
  /** E.164, for the tel: link; shown as written in `phoneDisplay` (no-break spaces: a number never wraps). */
  phone: string
  phoneDisplay: string
  email: string
}

export const offices: Office[] = [
  {
    id: 'riyadh',
    city: msg`Riyadh`,
    address: msg`King Fahd Road, Al Olaya District, Riyadh 12214`,
    phone: '+966110000000',
    phoneDisplay: '+966\u00a011\u00a0000\u00a00000',
    email: 'riyadh@wahat-medical.example',
  },
  {
    id: 'jeddah',
    city: msg`Jeddah`,
    address: msg`Prince Sultan Road, Al Zahra District, Jeddah 23425`,
    phone: '+966120000000',
    phoneDisplay: '+966\u00a012\u00a0000\u00a00000',
    email: 'jeddah@wahat-medical.example',
  },
  {
    id: 'dammam',
    city: msg`Dammam`,
    address: msg`King Saud Street, Al Faisaliyah District, Dammam 32272`,
    phone: '+966130000000',
    phoneDisplay: '+966\u00a013\u00a0000\u00a00000',
    email: 'dammam@wahat-medical.example',
  },
]
