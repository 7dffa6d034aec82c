import { DoctorSlider } from '#src/components/DoctorSlider/DoctorSlider'
import { doctors } from '../../../stories/harness/products'

/** The doctor slider in a column narrower than its profiles, under its heading, with `count` profiles. */
export function SliderHarness({ count = doctors.length }: { count?: number }) {
  return (
    <div style={{ maxWidth: 600 }}>
      <h2 id="profiles">Profiles</h2>
      <DoctorSlider doctors={doctors.slice(0, count)} labelledBy="profiles" />
    </div>
  )
}
