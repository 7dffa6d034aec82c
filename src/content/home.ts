import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/** Home page (docs/product.md "Home"): the product grid, the two about cards and the partner logo strip. */

export const productHighlights: Array<{
  id: string
  title: MessageDescriptor
  text: MessageDescriptor
  to?: string
  linkLabel?: MessageDescriptor
}> = [
  {
    id: 'implants',
    title: msg`Implants`,
    text: msg`Dental implant systems, including short implants, with surgical kits, prosthetic components and training for every stage of treatment.`,
  },
  {
    id: 'biologics',
    title: msg`Biologics`,
    text: msg`Bone grafts, membranes and regenerative materials for predictable bone and soft-tissue regeneration.`,
  },
  {
    id: 'medical',
    title: msg({ message: 'Medical', comment: 'Home product card: the medical division' }),
    text: msg`Advanced diagnostics, patient monitoring and medical equipment for hospitals and clinics.`,
    to: '/medical-division',
    linkLabel: msg`Read more`,
  },
  {
    id: 'orthodontics',
    title: msg`Orthodontics`,
    text: msg`Self-ligating brackets, clear aligners and appliances that help orthodontists treat more efficiently.`,
  },
  {
    id: 'imaging',
    title: msg`Imaging`,
    text: msg`Intraoral sensors, panoramic and CBCT imaging for fast and precise digital diagnosis.`,
  },
  {
    id: 'explore',
    title: msg`And much more`,
    text: msg`Surgical instruments, consumables and equipment across our dental and medical divisions.`,
    to: '/divisions',
    linkLabel: msg`Explore more`,
  },
]

export const aboutCards: Array<{ title: MessageDescriptor; text: MessageDescriptor; to: string; linkLabel: MessageDescriptor }> = [
  {
    title: msg`About the company`,
    text: msg({
      message:
        'Since {foundedYear}, Wahat Medical has brought trusted medical and dental technology to clinics and hospitals across Saudi Arabia, with the service and training to match.',
    }),
    to: '/about-us',
    linkLabel: msg`Learn more about us`,
  },
  {
    // The events listed are past ones as often as coming ones: no tense in the title.
    title: msg`Education events`,
    text: msg({
      message:
        'Symposiums, hands-on courses and accredited CME programmes led by leading clinicians. Since {educationSinceYear} we have held {symposiums} symposiums and courses.',
    }),
    to: '/education-events',
    linkLabel: msg`See all events`,
  },
]

/** Partner logo strip: public/images/partners/<id>.svg. Brand names are not translated. */
export const partnerLogos: Array<{ id: string; name: string }> = [
  { id: 'nordenta', name: 'Nordenta' },
  { id: 'osteon-dental', name: 'Osteon Dental' },
  { id: 'carriere', name: 'Carriere' },
  { id: 'helvimed', name: 'Helvimed Diagnostics' },
]
