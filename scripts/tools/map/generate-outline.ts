/**
 * `npx tsx scripts/tools/map/generate-outline.ts`: writes src/components/NetworkMap/outline.ts,
 * the Find us map's outline of Saudi Arabia and the places of its cities, from Natural Earth's
 * 1:50m countries (public domain) as the world-atlas package publishes them (TopoJSON, ISC).
 * Run again only to change the drawing; the site imports the written module, never these packages.
 *
 * Mercator, fitted to the 960x540 drawing with a margin; the mainland only (the islands are
 * specks at this size); coordinates rounded to whole units of the drawing (about 1.5 km).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { geoArea, geoMercator, geoPath } from 'd3-geo'
import type { Feature, MultiPolygon, Polygon } from 'geojson'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import { execFileSync } from 'node:child_process'

const SAUDI_ARABIA = '682' // ISO 3166-1 numeric
const WIDTH = 960
const HEIGHT = 540

/** Longitude and latitude of each city on the map (offices first, then partner clinics). */
const cities = {
  riyadh: [46.6753, 24.7136],
  jeddah: [39.1925, 21.4858],
  dammam: [50.1033, 26.4207],
  medina: [39.5692, 24.5247],
  tabuk: [36.5662, 28.3835],
  hail: [41.6907, 27.5114],
  buraydah: [43.975, 26.3592],
  abha: [42.5053, 18.2164],
  najran: [44.1277, 17.4933],
} as const satisfies Record<string, [number, number]>

const require = createRequire(import.meta.url)
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8')) as Topology<{ countries: GeometryCollection }>
const geometry = topology.objects.countries.geometries.find((candidate) => candidate.id === SAUDI_ARABIA)
if (!geometry) throw new Error(`No country ${SAUDI_ARABIA} in world-atlas`)
const country = feature(topology, geometry) as Feature<Polygon | MultiPolygon>
const polygons = country.geometry.type === 'MultiPolygon' ? country.geometry.coordinates : [country.geometry.coordinates]
const mainland: Feature<Polygon> = {
  type: 'Feature',
  properties: {},
  geometry: polygons
    .map((coordinates): Polygon => ({ type: 'Polygon', coordinates }))
    .reduce((largest, polygon) => (geoArea(polygon) > geoArea(largest) ? polygon : largest)),
}
const projection = geoMercator().fitExtent(
  [
    [40, 30],
    [WIDTH - 40, HEIGHT - 30],
  ],
  mainland,
)
const round = (value: number) => Math.round(value)
const path = (geoPath(projection)(mainland) ?? '').replace(/-?\d+(\.\d+)?/g, (number) => String(round(Number(number))))
const places = Object.fromEntries(
  Object.entries(cities).map(([name, coordinates]) => {
    const [x, y] = projection(coordinates) ?? [0, 0]
    return [name, { x: round(x), y: round(y) }]
  }),
)

const output = 'src/components/NetworkMap/outline.ts'
writeFileSync(
  output,
  `// Written by scripts/tools/map/generate-outline.ts: do not edit by hand.
// Saudi Arabia's mainland from Natural Earth 1:50m (public domain, naturalearthdata.com), as the
// world-atlas package publishes it (ISC), in Mercator fitted to a ${WIDTH}x${HEIGHT} drawing.

export const viewBox = { width: ${WIDTH}, height: ${HEIGHT} } as const

export const outline = '${path}'

/** Each city's place in the drawing, from its longitude and latitude. */
export const places = ${JSON.stringify(places)} as const
`,
)
execFileSync('npx', ['prettier', '--write', output], { stdio: 'inherit' })
console.log(`${output}: outline of ${path.length} characters, ${Object.keys(places).length} places`)
