import { msg } from '@lingui/core/macro'
import { company } from './company'

/**
 * The brand, in one place. The specification names no company: Wahat Medical (واحات الطبية) is
 * this site's fictional brand, so a real one replaces it here and in the PO catalogues.
 */
export const brand = {
  name: msg({ message: 'Wahat Medical', comment: 'Company name; site name in page titles and the logo' }),
  description: msg`Wahat Medical pioneers medical technology in the MENA region with advanced diagnostics, innovative healthcare solutions and cutting-edge medical equipment.`,
  /** The web agency credited in the footer. */
  agency: { name: 'Nakhla Studio', url: company.agencyUrl },
  /** Social preview image (docs/product.md "Page shell": 1200x630), drawn by `npm run assets`. */
  previewImage: { path: '/preview.png', width: 1200, height: 630 },
} as const

type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x'

export const socialLinks: ReadonlyArray<{ network: SocialNetwork; name: string; url: string }> = [
  { network: 'facebook', name: 'Facebook', url: company.socialLinks.facebook },
  { network: 'instagram', name: 'Instagram', url: company.socialLinks.instagram },
  { network: 'youtube', name: 'YouTube', url: company.socialLinks.youtube },
  { network: 'linkedin', name: 'LinkedIn', url: company.socialLinks.linkedin },
  { network: 'x', name: 'X', url: company.socialLinks.x },
]
