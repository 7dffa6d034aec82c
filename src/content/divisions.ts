import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { TextBlock } from './types'

interface Division extends TextBlock {
  id: string
  /** Language-neutral path of the division's page. */
  to: string
  linkLabel: MessageDescriptor
}

/** The two divisions of docs/product.md "Divisions". */
export const divisions: Division[] = [
  {
    id: 'dental',
    title: msg`Dental division`,
    text: msg`Implants, biologics, orthodontics, digital imaging and surgical instruments from leading global manufacturers, with training for every clinical team.`,
    to: '/dental-division',
    linkLabel: msg`Discover the dental division`,
  },
  {
    id: 'medical',
    title: msg`Medical division`,
    text: msg`Diagnostic, laboratory and patient monitoring equipment for hospitals and clinics, installed and supported by our engineers.`,
    to: '/medical-division',
    linkLabel: msg`Discover the medical division`,
  },
]
