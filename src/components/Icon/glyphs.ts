/**
 * The site's icons: 24x24 outline and brand glyphs, drawn for this site, outlines unless `fill`;
 * directional ones (`mirror`) turn round in RTL. Read at build time only, by ./Icon.css.ts, which
 * makes each a mask in the stylesheet: no page's JavaScript carries their drawings.
 */
export const glyphs = {
  chevronDown: { d: 'M6 9l6 6 6-6' },
  arrowForward: { d: 'M5 12h14M13 6l6 6-6 6', mirror: true },
  menu: { d: 'M4 7h16M4 12h16M4 17h16' },
  close: { d: 'M6 6l12 12M18 6L6 18' },
  download: { d: 'M12 4v11M7 10l5 5 5-5M5 20h14' },
  plus: { d: 'M12 5v14M5 12h14' },
  minus: { d: 'M5 12h14' },
  pause: { d: 'M9 6v12M15 6v12' },
  play: { d: 'M8 5.5v13l10.5-6.5z', fill: true },
  search: { d: 'M11 4a7 7 0 100 14 7 7 0 000-14zm9 16l-4-4' },
  filter: { d: 'M4 5h16l-6 7.5V18l-4 2v-7.5z' },
  arrowBack: { d: 'M19 12H5M11 6l-6 6 6 6', mirror: true },
  check: { d: 'M5 12.5l4.5 4.5L19 7.5' },
  calendar: { d: 'M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1zM4 10h16M8 3v4m8-4v4' },
  phone: { d: 'M5 4h3l1.5 4.5-2 1.5a11 11 0 006.5 6.5l1.5-2L20 16v3a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z' },
  mail: { d: 'M4 6h16v12H4zm0 1l8 6 8-6' },
  globe: {
    d: 'M12 3a9 9 0 100 18 9 9 0 000-18zm0 0c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9m0-18C9.5 5.5 8.5 8.5 8.5 12s1 6.5 3.5 9M3.5 9h17M3.5 15h17',
  },
  facebook: {
    d: 'M14 8.5V7c0-.8.5-1 1-1h2V3h-3c-2.8 0-3.5 2-3.5 3.7v1.8H8.5V12h2v9H14v-9h2.6l.4-3.5z',
    fill: true,
  },
  instagram: {
    d: 'M7.5 3h9A4.5 4.5 0 0121 7.5v9a4.5 4.5 0 01-4.5 4.5h-9A4.5 4.5 0 013 16.5v-9A4.5 4.5 0 017.5 3zm0 1.8A2.7 2.7 0 004.8 7.5v9a2.7 2.7 0 002.7 2.7h9a2.7 2.7 0 002.7-2.7v-9a2.7 2.7 0 00-2.7-2.7zm4.5 3a4.2 4.2 0 110 8.4 4.2 4.2 0 010-8.4zm0 1.8a2.4 2.4 0 100 4.8 2.4 2.4 0 000-4.8zm4.6-2.9a1 1 0 110 2 1 1 0 010-2z',
    fill: true,
  },
  youtube: {
    d: 'M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 00-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 001.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 001.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
    fill: true,
  },
  linkedin: {
    d: 'M4.5 3.5a2 2 0 110 4 2 2 0 010-4zM3 9h3v12H3zm6 0h2.9v1.7c.4-.8 1.5-1.9 3.3-1.9 3.2 0 3.8 2.1 3.8 4.8V21h-3v-6.5c0-1.5 0-3.4-2.1-3.4s-2.4 1.6-2.4 3.3V21H9z',
    fill: true,
  },
  x: {
    d: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.5z',
    fill: true,
  },
} satisfies Record<string, { d: string; fill?: true; mirror?: true }>

export type IconName = keyof typeof glyphs
