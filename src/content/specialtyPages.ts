import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { carriere, kesslerSurgical } from './specialtyPartners'
import type { HeroArt } from './heroes'
import type { Partner, TextBlock } from './types'

/**
 * A specialty page (docs/product.md "Orthodontic and surgical pages"): static text, a partner
 * card and three why-choose cards.
 */
export interface SpecialtyPage {
  intro: MessageDescriptor
  text: MessageDescriptor
  partner: Partner
  whyChoose: TextBlock[]
  /** The illustration of the page's hero. */
  art: HeroArt
}

export const orthodonticPage: SpecialtyPage = {
  intro: msg`Carriere orthodontic systems, now available to orthodontists across Saudi Arabia.`,
  text: msg`Carriere has been an orthodontic brand since 1975. Its self-ligating brackets, Class II correctors and clear aligners work together to correct bites earlier and more efficiently, shortening treatment by up to 6 months. Wahat Medical supplies the complete range with local stock, clinical training and case support.`,
  partner: carriere,
  art: 'orthodontic',
  whyChoose: [
    {
      title: msg`Shorter treatment`,
      text: msg`Correcting the Class II bite first lets the rest of treatment move faster, so patients finish sooner.`,
    },
    {
      title: msg`Comfort patients notice`,
      text: msg`Low-profile brackets and light forces mean fewer emergency visits and more comfortable appointments.`,
    },
    {
      title: msg`Hands-on training`,
      text: msg`Our orthodontic specialists run courses and chairside sessions to help your team master each system.`,
    },
  ],
}

export const surgicalPage: SpecialtyPage = {
  intro: msg`Surgical instruments built for precision, comfort and a long working life.`,
  text: msg`From extraction forceps and periotomes to implant surgery kits, we supply instruments that surgeons rely on every day. Each instrument is made from surgical-grade stainless steel, balanced for control and finished to withstand repeated sterilization. Our team helps you build complete trays for oral surgery, periodontics and implantology.`,
  partner: kesslerSurgical,
  art: 'surgical',
  whyChoose: [
    {
      title: msg`Precision in every detail`,
      text: msg`Fine, hand-finished tips and ergonomic handles give you control in the most delicate procedures.`,
    },
    {
      title: msg`Built to last`,
      text: msg`Corrosion-resistant steel keeps its edge and shape through years of sterilization cycles.`,
    },
    {
      title: msg`Complete surgical trays`,
      text: msg`We help you assemble instrument sets for each procedure, with replacements and repairs handled locally.`,
    },
  ],
}
