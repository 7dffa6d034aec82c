import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { outline, places, viewBox } from './outline'
import * as styles from './NetworkMap.css.ts'

/**
 * The offices, each with the side of its marker its name sits on, chosen so that no name covers
 * a marker or another name at any width, in either language (tests/site/network-map.spec.ts):
 * Riyadh's under it (Dammam's, to its east, is close on a phone), Dammam's to the east, Jeddah's
 * over the Red Sea.
 */
const offices = [
  { id: 'riyadh', name: msg`Riyadh`, place: 'below' },
  { id: 'jeddah', name: msg`Jeddah`, place: 'before' },
  { id: 'dammam', name: msg`Dammam`, place: 'after' },
] as const
/** Partner clinics, in cities of their own. */
const clinics = ['medina', 'tabuk', 'hail', 'buraydah', 'abha', 'najran'] as const

const { width, height } = viewBox

/**
 * The network map of the Find us page: the country's outline from Natural Earth and the cities
 * at their longitude and latitude (./outline.ts, written by scripts/tools/map/generate-outline.ts).
 * The drawing is SVG; the city names are HTML text over it, in the page's language and fonts and
 * at the page's text size, so they stay legible on a phone (an image's labels shrink with the
 * image). One image for assistive technology, named by `label`.
 */
export function NetworkMap({ label }: { label: string }) {
  const { i18n } = useLingui()
  return (
    <div role="img" aria-label={label} className={styles.map}>
      <svg viewBox={`0 0 ${width} ${height}`} className={styles.drawing} aria-hidden="true" focusable="false">
        <rect width={width} height={height} fill="#eaf3f5" />
        <path d={outline} fill="#cfe3e8" stroke="#0b4f5c" strokeWidth="3" strokeLinejoin="round" />
        <g fill="#0e7480" opacity="0.5">
          {clinics.map((city) => (
            <circle key={city} data-marker={city} cx={places[city].x} cy={places[city].y} r="6" />
          ))}
        </g>
        {offices.map((office) => (
          <circle
            key={office.id}
            data-marker={office.id}
            cx={places[office.id].x}
            cy={places[office.id].y}
            r="12"
            fill="#f2b84b"
            stroke="#083a44"
            strokeWidth="3"
          />
        ))}
      </svg>
      {offices.map((office) => (
        <span
          key={office.id}
          data-label={office.id}
          className={styles.label[office.place]}
          // Geography does not turn round in Arabic: the names sit where the cities are.
          // eslint-disable-next-line no-restricted-syntax -- a map's left is west in both languages
          style={{ left: `${(places[office.id].x / width) * 100}%`, top: `${(places[office.id].y / height) * 100}%` }}
        >
          {i18n._(office.name)}
        </span>
      ))}
    </div>
  )
}
