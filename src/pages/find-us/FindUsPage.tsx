import { Plural, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { type LoaderFunctionArgs } from 'react-router-dom'
import { Section } from '#src/components/Section/Section'
import { cardGrid } from '#src/components/CardGrid/cardGrid'
import { PersonName } from '#src/components/TeamGrid/TeamGrid'
import { DoctorSlider } from '#src/components/DoctorSlider/DoctorSlider'
import { Icon } from '#src/components/Icon/Icon'
import { NetworkMap } from '#src/components/NetworkMap/NetworkMap'
import { useLocale } from '#src/i18n/LocaleProvider'
import { localeOfRequest } from '#src/i18n/locales'
import { Page } from '#src/layout/Page/Page'
import { visuallyHidden } from '#src/theme/global.css.ts'
import { filterOptions, matchesDoctor, noFilters, type DoctorFilters } from './doctorFilters'
import * as styles from './FindUsPage.css.ts'
import { usePageData } from '#src/layout/Page/Page'

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = localeOfRequest(request)
  const { createDashboard } = await import('#src/api/client')
  const dashboard = createDashboard()
  const [doctors, testimonials] = await Promise.all([dashboard.doctors(locale), dashboard.testimonials(locale)])
  return { doctors, testimonials }
}

/** One filter: a labelled select whose first choice is "any". */
function FilterSelect({
  label,
  any,
  options,
  value,
  onChange,
}: {
  label: string
  any: string
  options: string[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label className={styles.choice}>
      <span className={visuallyHidden}>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)} className={styles.select}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </label>
  )
}

export function FindUsPage() {
  const { t } = useLingui()
  const { doctors, testimonials } = usePageData<typeof loader>()
  const locale = useLocale()
  const [query, setQuery] = useState('')
  const [filters, setFilters] = useState<DoctorFilters>(noFilters)
  const searchId = useId()
  const options = useMemo(() => filterOptions(doctors, locale), [doctors, locale])
  const found = useMemo(() => doctors.filter((doctor) => matchesDoctor(doctor, query, filters)), [doctors, query, filters])
  const count = found.length
  const narrowed = Boolean(query.trim() || filters.specialization || filters.city)
  const choose = (key: keyof DoctorFilters) => (value: string) => setFilters({ ...filters, [key]: value })

  return (
    <Page art="find-us" title={t`Find us`} intro={t`Find dental providers and clinics that work with our products near you.`}>
      <Section id="map-heading" title={t`Our network across the Kingdom`}>
        <NetworkMap label={t`Map of Saudi Arabia showing our offices in Riyadh, Jeddah and Dammam and partner clinics across the Kingdom`} />
      </Section>

      <Section id="profiles-heading" title={t`Doctor And Clinic Profiles`}>
        {/* The list filters as the visitor types or chooses: nothing to submit, so a search landmark, not a form. */}
        <div role="search" className={styles.search}>
          <div className={styles.searchField}>
            <label htmlFor={searchId} className={styles.label}>
              {t`Search by name, specialty or city`}
            </label>
            <div className={styles.field}>
              <Icon name="search" size={20} className={styles.searchIcon} />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                className={styles.input}
                autoComplete="off"
              />
            </div>
          </div>
          <fieldset className={styles.filters}>
            <legend className={styles.legend}>
              <Icon name="filter" size={20} />
              {t`Filter profiles`}
            </legend>
            <div className={styles.choices}>
              <FilterSelect
                label={t`Specialization`}
                any={t`All specializations`}
                options={options.specializations}
                value={filters.specialization}
                onChange={choose('specialization')}
              />
              <FilterSelect label={t`City`} any={t`All cities`} options={options.cities} value={filters.city} onChange={choose('city')} />
            </div>
          </fieldset>
        </div>
        <p role="status" className={narrowed ? styles.status : visuallyHidden}>
          <Plural value={count} _0="No profiles match your search." one="# profile found" other="# profiles found" />
        </p>
        {count > 0 ? <DoctorSlider doctors={found} labelledBy="profiles-heading" /> : null}
      </Section>

      {testimonials.length > 0 ? (
        // The dashboard gives names only, no quotes: a "trusted by" list, not a wall of sayings.
        <Section id="testimonials-heading" title={t`Trusted by clinicians across the Kingdom`}>
          <ul className={cardGrid(testimonials.length, 'compact')}>
            {testimonials.map((testimonial) => {
              const { person, role } = testimonial
              return (
                <li key={testimonial.id} className={styles.testimonial}>
                  <Icon name="check" size={20} className={styles.testimonialMark} />
                  <span className={styles.person}>
                    <PersonName name={person} />
                  </span>
                  {/* The comma kept for the text (a screen reader's pause), the role on its own line. */}
                  {role ? (
                    <>
                      <span className={visuallyHidden}>{testimonial.name.slice(person.length, testimonial.name.length - role.length)}</span>
                      <span className={styles.credit}>{role}</span>
                    </>
                  ) : null}
                </li>
              )
            })}
          </ul>
        </Section>
      ) : null}
    </Page>
  )
}

export { FindUsPage as Component }
