import { msg } from '@lingui/core/macro'

/**
 * The brand, in one place. The specification names no company: Wahat Medical (واحات الطبية) is
 * this site's fictional brand, so a real one replaces it here and in the PO catalogues.
 */
export const brand = {
  name: msg({ message: 'Wahat Medical', comment: 'Company name; site name in page titles and the logo' }),
  description: msg`Wahat Medical pioneers medical technology in the MENA region with advanced diagnostics, innovative healthcare solutions and cutting-edge medical equipment.`,
  /** The web agency credited in the footer. */
  agency: { name: 'Nakhla Studio', url: 'https://nakhla-studio.example' },
  /** Social preview image (docs/product.md "Page shell": 1200x630), drawn by `npm run assets`. */
  previewImage: { path: '/preview.png', width: 1200, height: 630 },
} as const

type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'x'

export const socialLinks: ReadonlyArray<{ network: SocialNetwork; name: string; url: string }> = [
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/wahatmedical.example' },
  { network: 'instagram', name: 'Instagram', url: 'https://www.instagram.com/wahatmedical.example' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@wahatmedical.example' },
  { network: 'linkedin', name: 'LinkedIn', url: 'https://www.linkedin.com/company/wahatmedical-example' },
  { network: 'x', name: 'X', url: 'https://x.com/wahatmedical_example' },
]
