import { Plural, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom'
import { createDashboard, type Doctor } from '../../api/client'
import * as grid from '../../components/CardGrid/CardGrid.css'
import { DoctorSlider } from '../../components/DoctorSlider/DoctorSlider'
import { Icon } from '../../components/Icon/Icon'
import { localeOfRequest } from '../../i18n/locales'
import { Page } from '../../layout/Page/Page'
import { container, visuallyHidden } from '../../theme/global.css'
import * as styles from './FindUsPage.css'

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
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
      <div className={container}>
        <section className={grid.section} aria-labelledby="map-heading">
          <h2 id="map-heading" className={grid.sectionTitle}>
            {t`Our network across the Kingdom`}
          </h2>
          <img
            src="/images/network-map.svg"
            width={960}
            height={540}
            className={styles.map}
            alt={t`Map of Saudi Arabia showing our offices in Riyadh, Jeddah and Dammam and partner clinics across the Kingdom`}
          />
        </section>

        <section className={grid.section} aria-labelledby="profiles-heading">
          <h2 id="profiles-heading" className={grid.sectionTitle}>
            {t`Doctor And Clinic Profiles`}
          </h2>
          <form role="search" className={styles.search} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={searchId} className={styles.label}>
              {t`Search by name, specialty or city`}
            </label>
            <div className={styles.field}>
              <Icon name="search" size={20} className={styles.searchIcon} />
              <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} className={styles.input} autoComplete="off" />
            </div>
          </form>
          <p role="status" className={query ? styles.status : visuallyHidden}>
            <Plural value={count} _0="No profiles match your search." one="# profile found" other="# profiles found" />
          </p>
          {count > 0 ? <DoctorSlider doctors={found} labelledBy="profiles-heading" /> : null}
        </section>

        {testimonials.length > 0 ? (
          <section className={grid.section} aria-labelledby="testimonials-heading">
            <h2 id="testimonials-heading" className={grid.sectionTitle}>
              {t`What our clients say`}
            </h2>
            <ul className={styles.testimonials}>
              {testimonials.map((testimonial) => (
                <li key={testimonial.id} className={styles.testimonial}>
                  {testimonial.name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </Page>
  )
}

export { FindUsPage as Component }
