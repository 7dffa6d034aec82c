import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { company, phoneNumber } from './company'

/** The three offices of docs/product.md "Contact"; their phones and addresses are the company's details (./company.ts). */
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
    ...phoneNumber(company.offices.riyadh.phone),
    email: company.offices.riyadh.email,
  },
  {
    id: 'jeddah',
    city: msg`Jeddah`,
    address: msg`Prince Sultan Road, Al Zahra District, Jeddah 23425`,
    ...phoneNumber(company.offices.jeddah.phone),
    email: company.offices.jeddah.email,
  },
  {
    id: 'dammam',
    city: msg`Dammam`,
    address: msg`King Saud Street, Al Faisaliyah District, Dammam 32272`,
    ...phoneNumber(company.offices.dammam.phone),
    email: company.offices.dammam.email,
  },
]
