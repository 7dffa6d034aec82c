import { Plural, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import type { Doctor } from '../../api/client'
import { Section } from '../../components/Section/Section'
import { DoctorSlider } from '../../components/DoctorSlider/DoctorSlider'
import { Icon } from '../../components/Icon/Icon'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { visuallyHidden } from '../../theme/global.css'
import * as styles from './FindUsPage.css'

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { createDashboard } = await import('../../api/client')
  const dashboard = createDashboard()
  const [doctors, testimonials] = await Promise.all([dashboard.doctors(locale), dashboard.testimonials(locale)])
  return { doctors, testimonials }
}

/** Case- and accent-insensitive, and blind to Arabic diacritics and letter forms. */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .toLowerCase()
    .trim()
}

export function matchesDoctor(doctor: Doctor, query: string): boolean {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean)
  const haystack = normalizeForSearch(`${doctor.name} ${doctor.specialization} ${doctor.location}`)
  return words.every((word) => haystack.includes(word))
}

export function FindUsPage() {
  const { t } = useLingui()
  const { doctors, testimonials } = useLoaderData() as Awaited<ReturnType<typeof loader>>
  const [query, setQuery] = useState('')
  const searchId = useId()
  const found = useMemo(() => doctors.filter((doctor) => matchesDoctor(doctor, query)), [doctors, query])
  const count = found.length

  return (
    <Page title={t`Find us`} intro={t`Find dental providers and clinics that work with our products near you.`}>
      <Section id="map-heading" title={t`Our network across the Kingdom`}>
        <img
          src="/images/network-map.svg"
          width={960}
          height={540}
          className={styles.map}
          alt={t`Map of Saudi Arabia showing our offices in Riyadh, Jeddah and Dammam and partner clinics across the Kingdom`}
        />
      </Section>

      <Section id="profiles-heading" title={t`Doctor And Clinic Profiles`}>
        {/* The list filters as the visitor types: nothing to submit, so a search landmark, not a form. */}
        <div role="search" className={styles.search}>
          <label htmlFor={searchId} className={styles.label}>
            {t`Search by name, specialty or city`}
          </label>
          <div className={styles.field}>
            <Icon name="search" size={20} className={styles.searchIcon} />
            <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className={styles.input} autoComplete="off" />
          </div>
        </div>
        <p role="status" className={query ? styles.status : visuallyHidden}>
          <Plural value={count} _0="No profiles match your search." one="# profile found" other="# profiles found" />
        </p>
        {count > 0 ? <DoctorSlider doctors={found} labelledBy="profiles-heading" /> : null}
      </Section>

      {testimonials.length > 0 ? (
        <Section id="testimonials-heading" title={t`What our clients say`}>
          <ul className={styles.testimonials}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} className={styles.testimonial}>
                {testimonial.name}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </Page>
  )
}

export { FindUsPage as Component }
