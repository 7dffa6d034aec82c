import { describe, expect, it } from 'vitest'
import { credit, eventPlace } from './normalise'

describe('the place of an event', () => {
  it('reads "city, country" in either language, and a place without a country', () => {
    expect(eventPlace('Riyadh, Saudi Arabia')).toEqual({ name: 'Riyadh, Saudi Arabia', locality: 'Riyadh', country: 'Saudi Arabia' })
    expect(eventPlace('الرياض، المملكة العربية السعودية')).toEqual({
      name: 'الرياض، المملكة العربية السعودية',
      locality: 'الرياض',
      country: 'المملكة العربية السعودية',
    })
    expect(eventPlace('Dubai World Trade Centre, Hall 4, UAE')).toMatchObject({ locality: 'Dubai World Trade Centre, Hall 4', country: 'UAE' })
    expect(eventPlace('Riyadh')).toEqual({ name: 'Riyadh', locality: 'Riyadh' })
  })

  it('is none when the dashboard gave no location', () => {
    expect(eventPlace('')).toBeNull()
  })
})

describe('credit', () => {
  it("parts a testimonial's name at its first comma, Latin or Arabic, and leaves a name without one whole", () => {
    expect(credit('Dr. Huda Al-Qahtani, Head of Orthodontics, Riyadh')).toEqual({
      person: 'Dr. Huda Al-Qahtani',
      role: 'Head of Orthodontics, Riyadh',
    })
    expect(credit('حصة المطيري، مديرة العيادة')).toEqual({ person: 'حصة المطيري', role: 'مديرة العيادة' })
    expect(credit('Salma')).toEqual({ person: 'Salma', role: null })
  })
})
