import { msg } from '@lingui/core/macro'
import { partnerWebsite } from './company'
import { VIDEO_EMBED_ORIGIN } from './embeds'
import type { HeroArt } from './heroes'
import type { Partner, ProductHighlight, TextBlock } from './types'

/**
 * Medical division (docs/product.md "Medical division"): one supplier with a Watch Video pop-up,
 * three products, three reasons.
 */

const videoId = 'Hq7vD2mXkLs'

/** The illustration of the medical division's hero. */
export const medicalArt: HeroArt = 'medical'

export const medicalPartner: Partner = {
  id: 'helvimed',
  name: 'Helvimed Diagnostics',
  description: msg`Helvimed Diagnostics makes point-of-care analysers, laboratory systems and patient monitors used in hospitals across Europe and the Middle East. Wahat Medical is its distributor in Saudi Arabia, with installation, training and service by our own biomedical engineers.`,
  claims: [],
  website: partnerWebsite('Helvimed Diagnostics'),
  popup: {
    products: [],
    documents: [],
    video: {
      embedUrl: `${VIDEO_EMBED_ORIGIN}/embed/${videoId}`,
      pageUrl: `https://www.youtube.com/watch?v=${videoId}`,
      title: msg`Helvimed Diagnostics: fast and reliable testing at the point of care`,
    },
  },
}

export const medicalProducts: ProductHighlight[] = [
  {
    title: msg`Point-of-care analysers`,
    text: msg`Compact blood gas, electrolyte and cardiac marker analysers that give results at the bedside within minutes, for emergency departments, intensive care units and clinics.`,
  },
  {
    title: msg`Laboratory diagnostics`,
    text: msg`Automated chemistry and immunoassay analysers for hospital and private laboratories, supplied with reagents, quality controls and connection to the laboratory information system.`,
    document: {
      label: msg`Download the diagnostics presentation`,
      file: '/documents/medical/diagnostics-presentation.pdf',
    },
  },
  {
    title: msg`Patient monitoring`,
    text: msg`Bedside and portable monitors for ECG, oxygen saturation, blood pressure and capnography, for wards, operating theatres and patient transport.`,
  },
]

export const medicalWhyChoose: TextBlock[] = [
  {
    title: msg`Certified equipment`,
    text: msg`Every device we supply is registered with the Saudi Food and Drug Authority and comes from manufacturers with international quality certification.`,
  },
  {
    title: msg`Engineers near you`,
    text: msg`Biomedical engineers in Riyadh, Jeddah and Dammam install, calibrate and maintain your equipment, with spare parts held locally.`,
  },
  {
    title: msg`Training for your team`,
    text: msg`Doctors, nurses and laboratory staff receive hands-on training at installation, followed by refresher courses and accredited CME sessions.`,
  },
]
