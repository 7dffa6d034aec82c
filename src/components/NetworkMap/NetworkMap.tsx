import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import * as styles from './NetworkMap.css'

/** The offices on the map, in per cent of its width and height (a 960x540 drawing). */
const offices = [
  { id: 'riyadh', name: msg`Riyadh`, x: 500, y: 270, place: 'after' },
  { id: 'jeddah', name: msg`Jeddah`, x: 300, y: 330, place: 'below' },
  { id: 'dammam', name: msg`Dammam`, x: 650, y: 215, place: 'after' },
] as const
const clinics = [
  [480, 200],
  [380, 180],
  [600, 330],
  [340, 380],
  [520, 400],
  [440, 320],
] as const

/**
 * The network map of the Find us page. The drawing is SVG; the city names are HTML text over
 * it, in the page's language and fonts and at the page's text size, so they stay legible on a
 * phone (an image's labels shrink with the image). One image for assistive technology, named
 * by `label`.
 */
export function NetworkMap({ label }: { label: string }) {
  const { i18n } = useLingui()
  return (
    <div role="img" aria-label={label} className={styles.map}>
      <svg viewBox="0 0 960 540" className={styles.drawing} aria-hidden="true" focusable="false">
        <rect width="960" height="540" fill="#eaf3f5" />
        <path
          d="M250 120 L420 80 L560 110 L640 170 L700 250 L760 300 L740 380 L620 430 L520 470 L420 460 L330 420 L280 350 L230 260 Z"
          fill="#cfe3e8"
          stroke="#0b4f5c"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <g fill="#0e7480" opacity="0.5">
          {clinics.map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="6" />
          ))}
        </g>
        {offices.map((office) => (
          <circle key={office.id} cx={office.x} cy={office.y} r="12" fill="#f2b84b" stroke="#083a44" strokeWidth="3" />
        ))}
      </svg>
      {offices.map((office) => (
        <span
          key={office.id}
          className={styles.label[office.place]}
          // Geography does not turn round in Arabic: the labels sit where the cities are.
          style={{ left: `${(office.x / 960) * 100}%`, top: `${(office.y / 540) * 100}%` }}
        >
          {i18n._(office.name)}
        </span>
      ))}
    </div>
  )
}
