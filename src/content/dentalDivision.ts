import { msg } from '@lingui/core/macro'
import { partnerWebsite } from './company'
import { carriere, kesslerSurgical } from './specialtyPartners'
import type { HeroArt } from './heroes'
import type { DivisionSection, TextBlock } from './types'

/**
 * The sections of the dental division page (docs/product.md "Dental division"), in page order. The partners
 * are fictional brands (Carriere aside); every §9 supplier claim is placed on exactly one partner.
 * The Carriere and Kessler Surgical partners, shared with the orthodontic and surgical pages, live in
 * ./specialtyPartners.ts, so those pages load their own partner's texts and not the whole division's.
 */
/** The illustration of the dental division's hero. */
export const dentalArt: HeroArt = 'dental'

export const dentalSections: DivisionSection[] = [
  {
    id: 'implants',
    title: msg`Implants`,
    text: msg`Complete implant systems for every indication, from single-tooth replacement to full-arch restorations, with the surgical kits, prosthetic components and clinical training that keep your workflow predictable.`,
    partners: [
      {
        id: 'nordenta',
        name: 'Nordenta',
        description: msg`Scandinavian implant systems designed for primary stability in soft bone and for treating patients with limited bone height without grafting.`,
        claims: [msg`Present in over 90 countries`],
        website: partnerWebsite('Nordenta'),
        popup: {
          products: [
            msg`Nordenta Short Implants in 6mm and 7.5mm lengths for reduced vertical bone height`,
            msg`Nordenta Conical Connection implants with a tapered body for immediate loading`,
            msg`Nordenta guided surgery kit with sleeve-free drilling`,
            msg`Nordenta prosthetic abutments in titanium and zirconia`,
          ],
          documents: [
            { label: msg`Short implants brochure`, file: '/documents/dental/nordenta-short-implants.pdf' },
            { label: msg`Nordenta surgical manual`, file: '/documents/dental/nordenta-surgical-manual.pdf' },
          ],
        },
      },
      {
        id: 'osteon-dental',
        name: 'Osteon Dental',
        description: msg`Swiss-engineered implants with a hydrophilic surface that supports faster osseointegration and shorter healing times.`,
        claims: [msg`Family-owned and founded in 1993`],
        website: partnerWebsite('Osteon Dental'),
        popup: {
          products: [
            msg`Osteon Bone Level implants with a hydrophilic surface`,
            msg`Osteon Tissue Level implants for simplified one-stage surgery`,
            msg({
              message: 'Osteon digital workflow: scan bodies and CAD/CAM abutments',
              comment: 'CAD/CAM (computer-aided design and manufacturing) is usually kept in Latin script',
            }),
          ],
          documents: [{ label: msg`Osteon Dental product catalogue`, file: '/documents/dental/osteon-product-catalogue.pdf' }],
        },
      },
    ],
  },
  {
    id: 'biologics',
    title: msg`Biologics`,
    text: msg`Bone grafts, collagen membranes and regenerative materials for socket preservation, sinus lifts and ridge augmentation, so every implant starts on a solid foundation.`,
    partners: [
      {
        id: 'regenix-biomaterials',
        name: 'Regenix Biomaterials',
        description: msg`Bovine and synthetic bone substitutes and resorbable collagen membranes with long-term clinical documentation.`,
        claims: [msg`Backed by over 25 years of bone regeneration research`],
        website: partnerWebsite('Regenix Biomaterials'),
      },
    ],
  },
  {
    id: 'orthodontics',
    title: msg`Orthodontics`,
    text: msg`Brackets, appliances and aligner solutions that help orthodontists treat more efficiently and give patients a more comfortable, shorter treatment.`,
    partners: [
      carriere,
      {
        id: 'alinea-orthodontics',
        name: 'Alinea Orthodontics',
        description: msg`Archwires, elastics and bonding materials for everyday orthodontic practice, supplied in clinic-ready kits.`,
        claims: [msg`Used by orthodontists in more than 80 countries`],
        website: partnerWebsite('Alinea Orthodontics'),
      },
    ],
  },
  {
    id: 'imaging',
    title: msg`Digital imaging`,
    text: msg`Intraoral sensors and imaging software that deliver sharp diagnostic images at a low radiation dose, straight to the chairside screen.`,
    partners: [
      {
        id: 'clarix-imaging',
        name: 'Clarix Imaging',
        description: msg`Intraoral X-ray sensors with rounded corners and a slim profile for patient comfort, connected by USB to any practice computer.`,
        claims: [msg`Trusted by over 80,000 clinics`],
        website: partnerWebsite('Clarix Imaging'),
      },
    ],
    facts: [
      msg({ message: 'Resolution of {sensorResolution} for fine diagnostic detail' }),
      msg({ message: 'Only {sensorThickness} thick for patient comfort' }),
      msg({ message: 'Images ready in {imagingTime}' }),
    ],
  },
  {
    id: 'surgical',
    title: msg`Surgical instruments`,
    text: msg`Precision instruments for extractions, periodontal surgery and implantology, forged from surgical-grade stainless steel and made to withstand years of sterilization.`,
    partners: [kesslerSurgical],
  },
]

/** The three why-choose cards of the dental division page. */
export const dentalWhyChoose: TextBlock[] = [
  {
    title: msg`Trusted global brands`,
    text: msg`We distribute implant, orthodontic, imaging and surgical brands chosen by clinicians worldwide, each registered with the Saudi Food and Drug Authority.`,
  },
  {
    title: msg`Clinical training and support`,
    text: msg`Our product specialists and accredited courses help your team adopt new systems with confidence, from the very first case.`,
  },
  {
    title: msg`Fast delivery across the Kingdom`,
    text: msg`Offices and stock in Riyadh, Jeddah and Dammam keep supplies close to your clinic and your orders moving quickly.`,
  },
]
