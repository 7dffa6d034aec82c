/**
 * The fixture's pictures: flat drawn scenes, one composition per subject (a conference, a
 * hands-on course, a clinic, a product of each category, a portrait), in the weight and aspect of
 * the photographs the real dashboard will send, so layouts are judged against something like them.
 * Subjects keep to the middle of the frame: a card that crops a picture to its own shape, in
 * either direction, still shows them.
 */
type Random = () => number

interface Palette {
  wall: string
  floor: string
  accent: string
  warm: string
  ink: string
}

// Mid-tone walls and darker floors: the tonal weight of indoor photographs, not of a flat icon.
const palettes: Palette[] = [
  { wall: '#b9cfd4', floor: '#5f7f88', accent: '#0e7480', warm: '#f2b84b', ink: '#1b2a31' },
  { wall: '#d9c7b0', floor: '#8a6f55', accent: '#12606e', warm: '#d98c6b', ink: '#2b2320' },
  { wall: '#c3cbe0', floor: '#56658a', accent: '#2f4f8f', warm: '#f4b942', ink: '#1d2433' },
  { wall: '#c6d8c1', floor: '#5d7a56', accent: '#2f6f4f', warm: '#f7d488', ink: '#1f2b22' },
  { wall: '#dcc6cc', floor: '#8a6470', accent: '#7a3e5a', warm: '#f2a65a', ink: '#2b1f24' },
  { wall: '#cdd9dc', floor: '#4c646b', accent: '#0b4f5c', warm: '#e9c46a', ink: '#17262b' },
]

const skins = ['#8d5a3c', '#b07a55', '#c99572', '#6f4630', '#d8ab86']
const clothes = ['#ffffff', '#2f4f8f', '#0e7480', '#5a6b73', '#7a3e5a', '#3f6e4a']

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)] ?? list[0]!

/** A person from the chest up, as the team's placeholder draws one (head and shoulders), in colour. */
function person(random: Random, x: number, base: number, scale: number, options: { coat?: string; scarf?: boolean } = {}): string {
  const skin = pick(random, skins)
  const coat = options.coat ?? pick(random, clothes)
  const scarf = options.scarf ?? random() < 0.4
  const head = 22 * scale
  const headY = base - 70 * scale
  const hair = scarf
    ? `<path d="M${x - head * 1.25} ${headY + head * 1.6} C ${x - head * 1.5} ${headY - head * 1.4}, ${x + head * 1.5} ${headY - head * 1.4}, ${x + head * 1.25} ${headY + head * 1.6} Z" fill="${pick(random, ['#1d2433', '#5a6b73', '#7a3e5a', '#2f4f8f', '#e4d8c4'])}"/>`
    : `<path d="M${x - head} ${headY} a${head} ${head} 0 0 1 ${head * 2} 0 q0 -${head * 0.2} -${head} -${head * 0.9} q-${head} 0 -${head} ${head * 0.9}z" fill="#2a1e18"/>`
  return `<g><path d="M${x - 58 * scale} ${base} C ${x - 56 * scale} ${base - 44 * scale}, ${x + 56 * scale} ${base - 44 * scale}, ${x + 58 * scale} ${base} Z" fill="${coat}"/>${
    coat === '#ffffff'
      ? `<path d="M${x - 12 * scale} ${base - 38 * scale} L${x} ${base - 14 * scale} L${x + 12 * scale} ${base - 38 * scale}" fill="none" stroke="#9fb8bf" stroke-width="${3 * scale}"/>`
      : ''
  }${scarf ? hair : ''}<circle cx="${x}" cy="${headY}" r="${head}" fill="${skin}"/>${scarf ? `<path d="M${x - head * 0.95} ${headY - head * 0.2} a${head * 0.95} ${head * 0.95} 0 0 1 ${head * 1.9} 0" fill="none" stroke="${pick(random, ['#1d2433', '#5a6b73', '#2f4f8f'])}" stroke-width="${head * 0.5}"/>` : hair}</g>`
}

/** A person seen from behind (an audience): head and shoulders in one tone. */
const back = (x: number, base: number, scale: number, colour: string, hair: string) =>
  `<path d="M${x - 46 * scale} ${base} C ${x - 44 * scale} ${base - 40 * scale}, ${x + 44 * scale} ${base - 40 * scale}, ${x + 46 * scale} ${base} Z" fill="${colour}"/><circle cx="${x}" cy="${base - 52 * scale}" r="${19 * scale}" fill="${hair}"/>`

const room = (w: number, h: number, p: Palette, horizon: number) =>
  `<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient><radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.4"/></radialGradient></defs><rect width="${w}" height="${h}" fill="${p.wall}"/><rect y="${h * horizon}" width="${w}" height="${h * (1 - horizon)}" fill="${p.floor}"/><rect width="${w}" height="${h}" fill="url(#light)"/>`

const finish = (w: number, h: number) => `<rect width="${w}" height="${h}" fill="url(#vignette)"/>`

/** A tooth outline, for screens and models. */
const tooth = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-30 -34c12-8 22 0 30 0s18-8 30 0c16 12 12 40 4 56-6 14-6 34-15 38-9 4-10-26-19-26s-10 30-19 26c-9-4-9-24-15-38-8-16-12-44 4-56z" fill="${fill}"/>`

/** A dental chair with its lamp, drawn at (x, y) at a scale. */
const chair = (p: Palette, x: number, y: number, scale: number) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M10 110h120l20 -30h-40l-20 -60h-30l15 60h-65z" fill="${p.accent}"/><rect x="60" y="110" width="22" height="60" fill="#c7d3d6"/><rect x="30" y="170" width="90" height="14" rx="7" fill="#9fb0b5"/><path d="M100 -40h40v10h-30l-10 60" fill="none" stroke="#9fb0b5" stroke-width="6"/><ellipse cx="142" cy="-30" rx="22" ry="12" fill="#f7f3e3"/></g>`

/** A treatment room: the chairs in a row, windows behind. */
const clinic = (p: Palette, w: number, h: number, count: number) =>
  `${room(w, h, p, 0.7)}<rect x="${w * 0.06}" y="${h * 0.08}" width="${w * 0.22}" height="${h * 0.32}" fill="#fff" opacity="0.6"/><rect x="${w * 0.72}" y="${h * 0.08}" width="${w * 0.22}" height="${h * 0.32}" fill="#fff" opacity="0.6"/>${Array.from({ length: count }, (_, i) => chair(p, w * ((i + 0.5) / count) - w * 0.08, h * 0.35, (w / count) * 0.0088)).join('')}${finish(w, h)}`

type Scene = (random: Random, p: Palette, w: number, h: number) => string

const scenes = {
  /** A conference: a screen and a speaker at the front, the audience's backs in the foreground. */
  stage: (random, p, w, h) => {
    const rows = [0.86, 1.02].map((row, r) =>
      Array.from({ length: 9 - r }, (_, i) =>
        back(
          w * (0.06 + i * 0.115 + r * 0.05),
          h * row,
          1.5 + r * 0.3,
          pick(random, clothes.slice(1)),
          pick(random, ['#2a1e18', '#1d2433', '#5a6b73', '#e4d8c4']),
        ),
      ).join(''),
    )
    return `${room(w, h, p, 0.62)}<rect x="${w * 0.3}" y="${h * 0.1}" width="${w * 0.4}" height="${h * 0.34}" rx="6" fill="${p.ink}"/><rect x="${w * 0.315}" y="${h * 0.125}" width="${w * 0.37}" height="${h * 0.29}" fill="${p.accent}"/>${tooth(w * 0.42, h * 0.27, 1.1, '#fff')}<rect x="${w * 0.5}" y="${h * 0.19}" width="${w * 0.15}" height="10" rx="5" fill="#fff" opacity="0.8"/><rect x="${w * 0.5}" y="${h * 0.25}" width="${w * 0.11}" height="10" rx="5" fill="#fff" opacity="0.6"/><rect x="${w * 0.5}" y="${h * 0.31}" width="${w * 0.13}" height="10" rx="5" fill="#fff" opacity="0.6"/>${person(random, w * 0.8, h * 0.62, 1.3)}<path d="M${w * 0.74} ${h * 0.5}h${w * 0.12}l-${w * 0.015} ${h * 0.14}h-${w * 0.09}z" fill="${p.accent}"/>${rows.join('')}${finish(w, h)}`
  },
  /** Hands-on course: long tables, training models on them, participants at work. */
  workshop: (random, p, w, h) => {
    const people = Array.from({ length: 4 }, (_, i) =>
      person(random, w * (0.16 + i * 0.23), h * 0.66, 1.35, { coat: random() < 0.6 ? '#ffffff' : undefined }),
    ).join('')
    const models = Array.from(
      { length: 4 },
      (_, i) =>
        `<path d="M${w * (0.11 + i * 0.23)} ${h * 0.7}c10 -40 ${w * 0.1 - 20} -40 ${w * 0.1} 0z" fill="#f3d9c4" stroke="#c98f86" stroke-width="6"/>${Array.from({ length: 5 }, (__, t) => `<rect x="${w * (0.115 + i * 0.23) + t * 16}" y="${h * 0.7 - 26}" width="11" height="14" rx="4" fill="#fff"/>`).join('')}`,
    ).join('')
    return `${room(w, h, p, 0.55)}<rect x="${w * 0.05}" y="${h * 0.12}" width="${w * 0.9}" height="${h * 0.08}" fill="${p.accent}" opacity="0.25"/>${people}<rect x="0" y="${h * 0.7}" width="${w}" height="${h * 0.06}" fill="${p.ink}" opacity="0.85"/><rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.24}" fill="${p.floor}"/>${models}${finish(w, h)}`
  },
  /** A clinic desk: a monitor showing a radiograph, a keyboard, the sensor on its cable. */
  monitor: (random, p, w, h) =>
    `${room(w, h, p, 0.66)}<rect x="${w * 0.58}" y="${h * 0.08}" width="${w * 0.3}" height="${h * 0.5}" rx="8" fill="${pick(random, ['#cfe3e6', '#dbe4f4'])}"/><rect x="${w * 0.24}" y="${h * 0.14}" width="${w * 0.46}" height="${h * 0.42}" rx="10" fill="${p.ink}"/><rect x="${w * 0.255}" y="${h * 0.165}" width="${w * 0.43}" height="${h * 0.37}" fill="#101418"/>${tooth(w * 0.4, h * 0.34, 1.5, '#d9d9d9')}${tooth(w * 0.55, h * 0.34, 1.35, '#bdbdbd')}<rect x="${w * 0.45}" y="${h * 0.56}" width="${w * 0.04}" height="${h * 0.1}" fill="${p.ink}"/><rect x="${w * 0.37}" y="${h * 0.655}" width="${w * 0.2}" height="${h * 0.02}" rx="4" fill="${p.ink}"/><rect x="${w * 0.2}" y="${h * 0.75}" width="${w * 0.36}" height="${h * 0.07}" rx="8" fill="#e8eef0"/><path d="M${w * 0.66} ${h * 0.8}c${w * 0.06} -${h * 0.12} ${w * 0.14} ${h * 0.1} ${w * 0.2} -${h * 0.04}" fill="none" stroke="${p.ink}" stroke-width="6"/><rect x="${w * 0.6}" y="${h * 0.77}" width="${w * 0.07}" height="${h * 0.06}" rx="8" fill="${p.accent}"/>${finish(w, h)}`,
  /** A training room: two dental chairs, each under its lamp. */
  clinic2: (_random, p, w, h) => clinic(p, w, h, 2),
  /** A hospital's treatment hall: a row of dental units. */
  clinic3: (_random, p, w, h) => clinic(p, w, h, 3),
  /** Supervised surgery practice: a chair, the lamp, a clinician and a supervisor beside it. */
  surgery: (random, p, w, h) =>
    `${room(w, h, p, 0.72)}${chair(p, w * 0.12, h * 0.3, 2.4)}${person(random, w * 0.62, h * 0.95, 1.9, { coat: '#ffffff' })}${person(random, w * 0.84, h * 0.98, 1.7, { coat: '#0e7480' })}${finish(w, h)}`,
  /** An exhibition stand: the company's wall, a counter, visitors. */
  stand: (random, p, w, h) =>
    `${room(w, h, p, 0.7)}<rect x="${w * 0.14}" y="${h * 0.06}" width="${w * 0.72}" height="${h * 0.56}" fill="${p.accent}"/><rect x="${w * 0.2}" y="${h * 0.14}" width="${w * 0.08}" height="${w * 0.08}" rx="12" fill="#fff"/><path d="M${w * 0.225} ${h * 0.14 + w * 0.02}h${w * 0.03}v${w * 0.015}h${w * 0.015}v${w * 0.03}h-${w * 0.015}v${w * 0.015}h-${w * 0.03}v-${w * 0.015}h-${w * 0.015}v-${w * 0.03}h${w * 0.015}z" fill="${p.accent}"/><rect x="${w * 0.31}" y="${h * 0.17}" width="${w * 0.3}" height="18" rx="9" fill="#fff"/><rect x="${w * 0.31}" y="${h * 0.24}" width="${w * 0.2}" height="12" rx="6" fill="#fff" opacity="0.7"/><rect x="${w * 0.6}" y="${h * 0.32}" width="${w * 0.2}" height="${h * 0.2}" rx="6" fill="${p.ink}"/>${tooth(w * 0.7, h * 0.42, 0.9, '#fff')}${person(random, w * 0.4, h * 0.78, 1.5, { coat: '#ffffff' })}<rect x="${w * 0.28}" y="${h * 0.62}" width="${w * 0.3}" height="${h * 0.2}" fill="#f7fafb"/><rect x="${w * 0.28}" y="${h * 0.62}" width="${w * 0.3}" height="${h * 0.03}" fill="${p.warm}"/>${back(w * 0.12, h * 1.02, 2.3, pick(random, clothes.slice(1)), '#2a1e18')}${back(w * 0.8, h * 1.02, 2.5, pick(random, clothes.slice(1)), '#1d2433')}${finish(w, h)}`,
  /** An office's reception: the desk, a sofa, a plant, the brand on the wall. */
  reception: (random, p, w, h) =>
    `${room(w, h, p, 0.66)}<rect x="${w * 0.36}" y="${h * 0.14}" width="${w * 0.28}" height="${h * 0.16}" rx="8" fill="${p.accent}"/><rect x="${w * 0.4}" y="${h * 0.2}" width="${w * 0.2}" height="14" rx="7" fill="#fff"/>${person(random, w * 0.5, h * 0.6, 1.3)}<rect x="${w * 0.3}" y="${h * 0.52}" width="${w * 0.4}" height="${h * 0.26}" rx="10" fill="#f7fafb"/><rect x="${w * 0.3}" y="${h * 0.52}" width="${w * 0.4}" height="${h * 0.04}" fill="${p.warm}"/><rect x="${w * 0.76}" y="${h * 0.62}" width="${w * 0.2}" height="${h * 0.16}" rx="18" fill="${p.accent}" opacity="0.75"/><rect x="${w * 0.05}" y="${h * 0.66}" width="${w * 0.06}" height="${h * 0.12}" rx="6" fill="#b9a58c"/><circle cx="${w * 0.08}" cy="${h * 0.56}" r="${h * 0.1}" fill="#3f6e4a"/><circle cx="${w * 0.11}" cy="${h * 0.48}" r="${h * 0.07}" fill="#4f8a5a"/>${finish(w, h)}`,
  /** A hands-on table seen close: jaw models, sutures and instruments. */
  models: (_random, p, w, h) =>
    `${room(w, h, p, 0.3)}<rect y="${h * 0.3}" width="${w}" height="${h * 0.7}" fill="#e4ebe9"/>${[0.3, 0.7]
      .map(
        (x) =>
          `<ellipse cx="${w * x}" cy="${h * 0.62}" rx="${w * 0.16}" ry="${h * 0.2}" fill="#c98f86"/><ellipse cx="${w * x}" cy="${h * 0.66}" rx="${w * 0.1}" ry="${h * 0.11}" fill="#e4ebe9"/>${Array.from(
            { length: 7 },
            (_, t) => {
              const a = Math.PI * (1.05 + (t / 6) * 0.9)
              return `<rect x="${w * x + Math.cos(a) * w * 0.13 - 9}" y="${h * 0.64 + Math.sin(a) * h * 0.16 - 9}" width="18" height="18" rx="6" fill="#fbfbf7"/>`
            },
          ).join('')}`,
      )
      .join(
        '',
      )}<path d="M${w * 0.46} ${h * 0.88}l${w * 0.1} -${h * 0.5}" stroke="#9fb0b5" stroke-width="7" stroke-linecap="round"/><path d="M${w * 0.52} ${h * 0.9}l${w * 0.02} -${h * 0.5}" stroke="#7f8f94" stroke-width="6" stroke-linecap="round"/><rect x="${w * 0.06}" y="${h * 0.86}" width="${w * 0.2}" height="${h * 0.06}" rx="6" fill="${p.accent}"/>${finish(w, h)}`,
  /** An implant model: a cross-section of bone and gum with the implant and its crown. */
  implant: (_random, p, w, h) =>
    `${room(w, h, p, 0.8)}<ellipse cx="${w * 0.5}" cy="${h * 0.86}" rx="${w * 0.3}" ry="${h * 0.05}" fill="#000" opacity="0.15"/><path d="M${w * 0.22} ${h * 0.42}h${w * 0.56}v${h * 0.44}h-${w * 0.56}z" fill="#e9d7b9"/><path d="M${w * 0.22} ${h * 0.42}h${w * 0.56}v${h * 0.12}h-${w * 0.56}z" fill="#d98c8c"/><path d="M${w * 0.25} ${h * 0.56}h${w * 0.5}v${h * 0.27}h-${w * 0.5}z" fill="#f3e6cf" opacity="0.7"/><g fill="#9fb0b5">${Array.from({ length: 7 }, (_, i) => `<path d="M${w * 0.47} ${h * (0.5 + i * 0.045)}h${w * 0.06}l-${w * 0.004} ${h * 0.03}h-${w * 0.052}z"/>`).join('')}</g><rect x="${w * 0.485}" y="${h * 0.4}" width="${w * 0.03}" height="${h * 0.1}" fill="#c7d3d6"/>${tooth(w * 0.5, h * 0.3, 1.6, '#fbfbf7')}${tooth(w * 0.3, h * 0.32, 1.2, '#f4efe2')}${tooth(w * 0.7, h * 0.32, 1.2, '#f4efe2')}${finish(w, h)}`,
  /** A signing: two representatives shaking hands before a banner. */
  handshake: (random, p, w, h) =>
    `${room(w, h, p, 0.75)}<rect x="${w * 0.18}" y="${h * 0.08}" width="${w * 0.64}" height="${h * 0.22}" rx="6" fill="${p.accent}"/><rect x="${w * 0.26}" y="${h * 0.15}" width="${w * 0.2}" height="14" rx="7" fill="#fff"/><rect x="${w * 0.54}" y="${h * 0.15}" width="${w * 0.2}" height="14" rx="7" fill="${p.warm}"/>${person(random, w * 0.33, h * 1.02, 2.6, { coat: '#2b3640', scarf: false })}${person(random, w * 0.67, h * 1.02, 2.6, { coat: '#3c4a56', scarf: false })}<path d="M${w * 0.42} ${h * 0.78}q${w * 0.08} -${h * 0.08} ${w * 0.16} 0" fill="none" stroke="${pick(random, skins)}" stroke-width="${h * 0.06}" stroke-linecap="round"/><rect x="0" y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="${p.ink}" opacity="0.8"/>${finish(w, h)}`,
  /** A board meeting: a long table in perspective, members on both sides. */
  boardroom: (random, p, w, h) => {
    const side = (x0: number, dx: number) =>
      Array.from({ length: 3 }, (_, i) =>
        person(random, x0 + dx * i, h * (0.62 + i * 0.1), 1.1 + i * 0.35, { coat: pick(random, ['#2b3640', '#3c4a56', '#ffffff', '#1d2433']) }),
      ).join('')
    return `${room(w, h, p, 0.5)}<rect x="${w * 0.4}" y="${h * 0.1}" width="${w * 0.2}" height="${h * 0.22}" fill="${p.accent}" opacity="0.8"/>${side(w * 0.36, -w * 0.12)}${side(w * 0.64, w * 0.12)}<path d="M${w * 0.42} ${h * 0.5}h${w * 0.16}l${w * 0.2} ${h * 0.5}h-${w * 0.56}z" fill="#6b4a35"/><path d="M${w * 0.44} ${h * 0.52}h${w * 0.12}l${w * 0.15} ${h * 0.48}h-${w * 0.42}z" fill="#7c573f"/>${finish(w, h)}`
  },
  /** A school visit: a dentist and a child with a large tooth model and a toothbrush. */
  outreach: (random, p, w, h) =>
    `${room(w, h, p, 0.72)}<rect x="${w * 0.08}" y="${h * 0.1}" width="${w * 0.3}" height="${h * 0.3}" fill="#fff" opacity="0.7"/><circle cx="${w * 0.16}" cy="${h * 0.22}" r="${h * 0.05}" fill="${p.warm}"/>${person(random, w * 0.36, h * 1.0, 2.4, { coat: '#ffffff' })}${person(random, w * 0.7, h * 1.0, 1.5, { coat: pick(random, ['#f2a65a', '#6fa8dc', '#8cc9a8']) })}${tooth(w * 0.53, h * 0.55, 2.4, '#fbfbf7')}<path d="M${w * 0.6} ${h * 0.42}l${w * 0.06} -${h * 0.12}" stroke="${p.accent}" stroke-width="12" stroke-linecap="round"/><rect x="${w * 0.64}" y="${h * 0.27}" width="${w * 0.04}" height="${h * 0.04}" fill="#fff"/>${finish(w, h)}`,
  /** A CBCT unit: the tall column and its ring, a clinician beside it. */
  scanner: (random, p, w, h) =>
    `${room(w, h, p, 0.78)}<rect x="${w * 0.44}" y="${h * 0.05}" width="${w * 0.12}" height="${h * 0.8}" rx="14" fill="#eef2f3"/><path d="M${w * 0.3} ${h * 0.3}h${w * 0.4}v${h * 0.08}h-${w * 0.05}v${h * 0.12}h-${w * 0.3}v-${h * 0.12}h-${w * 0.05}z" fill="#fff" stroke="#c7d3d6" stroke-width="4"/><rect x="${w * 0.46}" y="${h * 0.6}" width="${w * 0.08}" height="${h * 0.05}" rx="6" fill="${p.accent}"/><rect x="${w * 0.4}" y="${h * 0.84}" width="${w * 0.2}" height="${h * 0.04}" rx="6" fill="#b9c6ca"/>${person(random, w * 0.78, h * 0.95, 1.9, { coat: '#ffffff' })}${finish(w, h)}`,
  /** A sterilisation room: cabinets, an autoclave, trays of instruments. */
  sterilisation: (_random, p, w, h) =>
    `${room(w, h, p, 0.6)}${Array.from({ length: 4 }, (_, i) => `<rect x="${w * (0.05 + i * 0.23)}" y="${h * 0.08}" width="${w * 0.2}" height="${h * 0.22}" rx="6" fill="#f7fafb" stroke="#c7d3d6" stroke-width="3"/>`).join('')}<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.06}" fill="#c7d3d6"/><rect x="0" y="${h * 0.61}" width="${w}" height="${h * 0.39}" fill="#e8eef0"/><rect x="${w * 0.1}" y="${h * 0.34}" width="${w * 0.3}" height="${h * 0.22}" rx="12" fill="#f7fafb" stroke="#9fb0b5" stroke-width="4"/><circle cx="${w * 0.22}" cy="${h * 0.45}" r="${h * 0.07}" fill="#9fb0b5"/><rect x="${w * 0.32}" y="${h * 0.38}" width="${w * 0.05}" height="${h * 0.03}" fill="${p.accent}"/><rect x="${w * 0.5}" y="${h * 0.48}" width="${w * 0.36}" height="${h * 0.07}" rx="6" fill="${p.accent}" opacity="0.8"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${w * (0.53 + i * 0.05)}" y="${h * 0.5}" width="${w * 0.01}" height="${h * 0.04}" fill="#fff"/>`).join('')}${finish(w, h)}`,
  /** A panel discussion: panellists behind a table, a screen behind them. */
  panel: (random, p, w, h) =>
    `${room(w, h, p, 0.7)}<rect x="${w * 0.25}" y="${h * 0.06}" width="${w * 0.5}" height="${h * 0.28}" rx="6" fill="${p.ink}"/><rect x="${w * 0.27}" y="${h * 0.085}" width="${w * 0.46}" height="${h * 0.23}" fill="${p.accent}"/><circle cx="${w * 0.5}" cy="${h * 0.2}" r="${h * 0.08}" fill="none" stroke="#fff" stroke-width="8"/><circle cx="${w * 0.5}" cy="${h * 0.2}" r="${h * 0.03}" fill="#fff"/>${Array.from({ length: 4 }, (_, i) => person(random, w * (0.2 + i * 0.2), h * 0.66, 1.35)).join('')}<rect x="${w * 0.08}" y="${h * 0.62}" width="${w * 0.84}" height="${h * 0.2}" fill="${p.accent}"/><rect x="${w * 0.08}" y="${h * 0.62}" width="${w * 0.84}" height="${h * 0.03}" fill="#fff" opacity="0.5"/>${finish(w, h)}`,
  /** Implants: a row of implant screws on a tray. */
  implants: (_random, p, w, h) =>
    `${room(w, h, p, 0.7)}<rect x="${w * 0.12}" y="${h * 0.5}" width="${w * 0.76}" height="${h * 0.3}" rx="16" fill="#fff"/>${Array.from({ length: 5 }, (_, i) => `<g transform="translate(${w * (0.2 + i * 0.15)} ${h * 0.2})"><rect x="-14" y="0" width="28" height="${h * 0.08}" rx="6" fill="#c7d3d6"/>${Array.from({ length: 6 }, (__, t) => `<path d="M-${18 - t} ${h * 0.08 + t * h * 0.045}h${36 - 2 * t}l-3 ${h * 0.03}h-${30 - 2 * t}z" fill="#9fb0b5"/>`).join('')}</g>`).join('')}${finish(w, h)}`,
  /** Biologics: vials and a jar of graft granules. */
  biologics: (_random, p, w, h) =>
    `${room(w, h, p, 0.68)}${Array.from({ length: 3 }, (_, i) => `<rect x="${w * (0.18 + i * 0.14)}" y="${h * 0.3}" width="${w * 0.09}" height="${h * 0.4}" rx="10" fill="#eef6f7" stroke="#9fb0b5" stroke-width="4"/><rect x="${w * (0.18 + i * 0.14)}" y="${h * 0.24}" width="${w * 0.09}" height="${h * 0.07}" rx="4" fill="${p.accent}"/><rect x="${w * (0.18 + i * 0.14)}" y="${h * 0.48}" width="${w * 0.09}" height="${h * 0.22}" rx="6" fill="#f3e6cf"/>`).join('')}<rect x="${w * 0.62}" y="${h * 0.4}" width="${w * 0.22}" height="${h * 0.3}" rx="18" fill="#fff" stroke="#9fb0b5" stroke-width="4"/><rect x="${w * 0.6}" y="${h * 0.34}" width="${w * 0.26}" height="${h * 0.08}" rx="8" fill="${p.warm}"/>${finish(w, h)}`,
  /** Orthodontics: an arch of teeth with brackets and the wire through them. */
  brackets: (_random, p, w, h) =>
    `${room(w, h, p, 0.8)}${Array.from({ length: 8 }, (_, i) => {
      const angle = Math.PI * (0.1 + (i / 7) * 0.8)
      const x = w * 0.5 - Math.cos(angle) * w * 0.32
      const y = h * 0.25 + Math.sin(angle) * h * 0.42
      return `${tooth(x, y, 0.9, '#fbfbf7')}<rect x="${x - 10}" y="${y - 8}" width="20" height="16" rx="3" fill="#9fb0b5"/>`
    }).join(
      '',
    )}<path d="M${w * 0.18} ${h * 0.38}Q${w * 0.5} ${h * 0.95} ${w * 0.82} ${h * 0.38}" fill="none" stroke="${p.accent}" stroke-width="4"/>${finish(w, h)}`,
  /** Digital imaging: an intraoral sensor and a camera on a desk. */
  sensor: (_random, p, w, h) =>
    `${room(w, h, p, 0.6)}<rect x="${w * 0.2}" y="${h * 0.45}" width="${w * 0.22}" height="${h * 0.16}" rx="18" fill="${p.ink}"/><rect x="${w * 0.225}" y="${h * 0.47}" width="${w * 0.17}" height="${h * 0.12}" rx="12" fill="#3d4a52"/><path d="M${w * 0.42} ${h * 0.53}C${w * 0.55} ${h * 0.5} ${w * 0.5} ${h * 0.8} ${w * 0.62} ${h * 0.78}" fill="none" stroke="${p.ink}" stroke-width="8"/><rect x="${w * 0.6}" y="${h * 0.3}" width="${w * 0.08}" height="${h * 0.5}" rx="20" fill="#eef2f3" stroke="#9fb0b5" stroke-width="4"/><circle cx="${w * 0.64}" cy="${h * 0.36}" r="${w * 0.02}" fill="${p.accent}"/>${finish(w, h)}`,
} satisfies Record<string, Scene>

/** A doctor's portrait, drawn as the team's placeholder is (head and shoulders), in colour. */
export function portrait(random: Random, size: number): string {
  const p = pick(random, palettes)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 240 240"><rect width="240" height="240" fill="${p.wall}"/><circle cx="190" cy="40" r="60" fill="${p.floor}" opacity="0.5"/>${person(random, 120, 250, 1.55, { coat: random() < 0.7 ? '#ffffff' : undefined })}</svg>`
}

export function scene(name: keyof typeof scenes, random: Random, width: number, height: number): string {
  const p = pick(random, palettes)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${scenes[name](random, p, width, height)}</svg>`
}

export type SceneName = keyof typeof scenes
