import type { DoctorProfile } from '#src/components/DoctorSlider/DoctorSlider'
import type { ProductCardItem } from '#src/components/ProductCard/ProductCard'
import { picture } from './pictures'

export const products: Array<ProductCardItem & { id: number }> = [
  {
    id: 1,
    title: 'Short implant 6mm',
    short_description: 'For reduced bone height.',
    description: 'A 6mm implant for sites with limited vertical bone, placed without grafting.',
    image: picture,
  },
  {
    id: 2,
    title: 'Short implant 7.5mm',
    short_description: 'More length where bone allows.',
    description: 'A 7.5mm implant with the same platform as the 6mm one.',
    image: picture,
  },
]

export const categoryTabs = [
  { id: 'Implants', label: 'Implants' },
  { id: 'Biologics', label: 'Biologics' },
  { id: 'Orthodontics', label: 'Orthodontics' },
  { id: 'Digital imaging', label: 'Digital imaging' },
]

export const doctors: DoctorProfile[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  name: `Dr. Example ${index + 1}`,
  specialization: index % 2 ? 'Orthodontist' : 'Periodontist',
  location: index % 3 ? 'Riyadh' : 'Jeddah',
  image: picture,
}))
