import { describe, expect, it } from 'vitest'
import type { Doctor } from '#src/api/client'
import { rowEnds } from '#src/components/DoctorSlider/DoctorSlider'
import { cityOf, filterOptions, matchesDoctor, noFilters } from '#src/pages/find-us/doctorFilters'

const picture = { src: '/x.jpg', alt: '', placeholder: '' } as unknown as Doctor['image']
const doctor = (id: number, name: string, specialization: string, location: string): Doctor => ({
  id,
  name,
  specialization,
  location,
  image: picture,
})

const english = [
  doctor(1, 'Dr. Sara Al-Harbi', 'Orthodontist', 'Riyadh, Al Malqa'),
  doctor(2, 'Dr. Omar Nasser', 'Oral and Maxillofacial Surgeon', 'Jeddah, Al Rawdah'),
  doctor(3, 'Dr. Lina Haddad', 'Orthodontist', 'Abha'),
  doctor(4, 'Dr. Faisal Qasim', 'Periodontist', 'Riyadh, Al Olaya'),
]
const arabic = [doctor(1, 'د. سارة', 'أخصائية تقويم الأسنان', 'الرياض، حي الملقا'), doctor(2, 'د. عمر', 'استشاري جراحة الفم', 'جدة، حي الروضة')]

describe('the find-us filter', () => {
  it('reads the city before the first comma, Latin or Arabic', () => {
    expect(cityOf('Riyadh, Al Malqa')).toBe('Riyadh')
    expect(cityOf('الرياض، حي الملقا')).toBe('الرياض')
    expect(cityOf('Abha')).toBe('Abha')
  })

  it('offers each specialization and city once, in the language’s order', () => {
    expect(filterOptions(english, 'en')).toEqual({
      specializations: ['Oral and Maxillofacial Surgeon', 'Orthodontist', 'Periodontist'],
      cities: ['Abha', 'Jeddah', 'Riyadh'],
    })
    expect(filterOptions(arabic, 'ar').cities).toEqual(['جدة', 'الرياض'].sort(new Intl.Collator('ar').compare))
  })

  it('keeps the profiles within both filters and the search words', () => {
    const names = (filters: typeof noFilters, query = '') => english.filter((entry) => matchesDoctor(entry, query, filters)).map((entry) => entry.id)
    expect(names(noFilters)).toEqual([1, 2, 3, 4])
    expect(names({ specialization: 'Orthodontist', city: '' })).toEqual([1, 3])
    expect(names({ specialization: '', city: 'Riyadh' })).toEqual([1, 4])
    expect(names({ specialization: 'Orthodontist', city: 'Riyadh' })).toEqual([1])
    expect(names({ specialization: 'Orthodontist', city: '' }, 'haddad')).toEqual([3])
    expect(names({ specialization: 'Periodontist', city: 'Jeddah' })).toEqual([])
  })

  it('searches Arabic without caring for letter forms', () => {
    expect(matchesDoctor(arabic[0]!, 'ساره', noFilters)).toBe(true)
    expect(matchesDoctor(arabic[0]!, 'الرياض', { specialization: '', city: 'جدة' })).toBe(false)
  })
})

describe('the doctor slider’s ends', () => {
  it('is at its start and end when everything fits, and counts right-to-left scrolling from 0 down', () => {
    expect(rowEnds({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ atStart: true, atEnd: true })
    expect(rowEnds({ scrollLeft: 0, scrollWidth: 900, clientWidth: 300 })).toEqual({ atStart: true, atEnd: false })
    expect(rowEnds({ scrollLeft: 250, scrollWidth: 900, clientWidth: 300 })).toEqual({ atStart: false, atEnd: false })
    expect(rowEnds({ scrollLeft: 600, scrollWidth: 900, clientWidth: 300 })).toEqual({ atStart: false, atEnd: true })
    expect(rowEnds({ scrollLeft: -600, scrollWidth: 900, clientWidth: 300 })).toEqual({ atStart: false, atEnd: true })
  })
})
