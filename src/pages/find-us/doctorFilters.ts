import type { Doctor } from '#src/api/client'
import type { Locale } from '#src/i18n/locales'

export interface DoctorFilters {
  /** '' means any. */
  specialization: string
  city: string
}

export const noFilters: DoctorFilters = { specialization: '', city: '' }

/** Case- and accent-insensitive, and blind to Arabic diacritics and letter forms. */
function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .trim()
}

/** The city of a location such as "Riyadh, Al Malqa" or "الرياض، حي الملقا": what precedes the first comma. */
export function cityOf(location: string): string {
  return location.split(/[,،]/)[0]!.trim()
}

/** The choices of each filter: the distinct values of the profiles, in the language's order. */
export function filterOptions(doctors: Doctor[], locale: Locale): { specializations: string[]; cities: string[] } {
  const collator = new Intl.Collator(locale)
  const distinct = (values: string[]) => [...new Set(values.filter(Boolean))].sort(collator.compare)
  return {
    specializations: distinct(doctors.map((doctor) => doctor.specialization.trim())),
    cities: distinct(doctors.map((doctor) => cityOf(doctor.location))),
  }
}

/** Every word of the query somewhere in the profile, and the profile within both filters. */
export function matchesDoctor(doctor: Doctor, query: string, filters: DoctorFilters = noFilters): boolean {
  if (filters.specialization && doctor.specialization.trim() !== filters.specialization) return false
  if (filters.city && cityOf(doctor.location) !== filters.city) return false
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean)
  const haystack = normalizeForSearch(`${doctor.name} ${doctor.specialization} ${doctor.location}`)
  return words.every((word) => haystack.includes(word))
}
