import type { MessageDescriptor } from '@lingui/core'
import type { FigureName } from './figures'

/** Shapes of the static content in src/content: every text a Lingui message descriptor. */

export interface TextBlock {
  title: MessageDescriptor
  text: MessageDescriptor
}

/** One of the company's figures with what it counts; {placeholders} in the label are figures too. */
export interface KeyFigure {
  figure: FigureName
  label: MessageDescriptor
}

/** A document offered for download: a real file under public/documents/, opening in a new tab. */
export interface DocumentLink {
  label: MessageDescriptor
  /** Site path, e.g. /documents/dental/short-implants-catalogue.pdf */
  file: string
}

/** A supplier the company distributes for; its pop-up (optional) lists products and documents. */
export interface Partner {
  /** Stable id, also the logo file: public/images/partners/<id>.svg */
  id: string
  /** Brand name: not translated. */
  name: string
  description: MessageDescriptor
  /** Supplier claims placed on this partner (docs/product.md "Company figures"), e.g. "Present in over 90 countries". */
  claims: MessageDescriptor[]
  website?: string
  popup?: {
    products: MessageDescriptor[]
    documents: DocumentLink[]
    /** Embedded video (medical supplier's Watch Video pop-up): an embed URL and its page. */
    video?: { embedUrl: string; pageUrl: string; title: MessageDescriptor }
  }
}

export interface DivisionSection {
  id: string
  title: MessageDescriptor
  text: MessageDescriptor
  partners: Partner[]
  /** Facts listed under the text (e.g. the sensor's 25 lp/mm). */
  facts?: MessageDescriptor[]
}

export interface ProductHighlight {
  title: MessageDescriptor
  text: MessageDescriptor
  document?: DocumentLink
}

export interface TeamMember {
  id: string
  name: MessageDescriptor
  role: MessageDescriptor
  /**
   * Site path of the member's portrait, e.g. /images/team/<id>.jpg (a square photo under
   * public/); null until there is one, and a neutral placeholder stands in.
   */
  photo: string | null
}
