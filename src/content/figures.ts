import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { intlLocale, type Locale } from '../i18n/locales'

/**
 * Amounts of money the company states, in millions of Saudi riyals (docs/product.md "Company
 * figures"): numbers, so that every figure computed from them follows, and one format shows them all.
 */
export const amounts = { capital: 10, salesFrom: 20, salesTo: 76, salesPerEmployee: 1.3 } as const

/**
 * The one format of money in each language (a plural message: Arabic words the count, "10 ملايين
 * ريال" but "20 مليون ريال"); {amount} is the number already written with the page's digits.
 */
const money = msg({
  message: '{millions, plural, other {SAR {amount} million}}',
  comment: 'An amount of money in millions of Saudi riyals, e.g. SAR 20 million; {amount} is the number as written on the page',
})

/** A multiple computed from two amounts, e.g. 3.8x. */
const multiple = msg({ message: '{multiple}x', comment: 'A multiple, e.g. 3.8x: sales in the last year are 3.8 times those of the first' })

/** A figure stated as written, an amount of money, or a multiple computed from two amounts. */
type Figure = MessageDescriptor | { millions: keyof typeof amounts } | { multipleOf: keyof typeof amounts; over: keyof typeof amounts }

/**
 * Every figure the site states, written once (docs/product.md "Company figures" and the supplier's
 * sensor data). A text that quotes one holds a placeholder of its name, "{growth}", and is shown
 * with <FigureText>, which puts the figure in: so a figure reads the same wherever it appears
 * (an investor comparing two paragraphs finds one number) and never wraps between its number
 * and its unit. Words and units follow the language's catalogue; a multiple shown beside its
 * inputs is computed from them (decision 0019), never typed in.
 */
export const figures = {
  foundedYear: msg({ message: '2009', comment: 'Year the company was founded' }),
  llcYear: msg({ message: '2014', comment: 'Year the company became a limited liability company' }),
  capitalYear: msg({ message: '2024', comment: 'Year the capital was raised' }),
  auditorYear: msg({ message: '2024', comment: 'Year a new auditor was appointed' }),
  capital: { millions: 'capital' },
  salesFromYear: msg({ message: '2020', comment: 'First year of the stated sales' }),
  salesFrom: { millions: 'salesFrom' },
  salesToYear: msg({ message: '2024', comment: 'Last year of the stated sales' }),
  salesTo: { millions: 'salesTo' },
  growth: { multipleOf: 'salesTo', over: 'salesFrom' },
  salesPerEmployee: { millions: 'salesPerEmployee' },
  netProfit: msg({ message: '16%', comment: 'Net profit over four years' }),
  symposiums: msg({
    message: 'over 160',
    comment: 'Number of symposiums and courses held since 2020; lower case as it stands inside sentences (a card shows its first letter in capitals)',
  }),
  cmeHours: msg({ message: 'over 260', comment: 'Accredited CME hours delivered since 2020; lower case as it stands inside sentences' }),
  educationSinceYear: msg({ message: '2020', comment: 'Year since which the education figures are counted' }),
  sensorResolution: msg({ message: '25 lp/mm', comment: 'Sensor resolution; lp/mm: line pairs per millimetre, keep the unit as written' }),
  sensorThickness: msg({ message: '4.5 mm', comment: 'Sensor thickness: 4.5 millimetres' }),
  imagingTime: msg({ message: '5 seconds', comment: 'Time until the sensor image is ready' }),
} satisfies Record<string, Figure>

/** A multiple to one decimal: 76 / 20 is 3.8. */
export const multipleOf = (value: number, base: number): number => Math.round((value / base) * 10) / 10

/** A figure as the page shows it, in the language of `i18n` with the page's digits. */
export function figureValue(i18n: I18n, name: FigureName): string {
  const figure: Figure = figures[name]
  const number = (value: number) => new Intl.NumberFormat(intlLocale(i18n.locale as Locale), { maximumFractionDigits: 1 }).format(value)
  if ('millions' in figure) {
    const millions = amounts[figure.millions]
    return i18n._(money.id, { millions, amount: number(millions) }, { message: money.message })
  }
  if ('multipleOf' in figure) {
    return i18n._(multiple.id, { multiple: number(multipleOf(amounts[figure.multipleOf], amounts[figure.over])) }, { message: multiple.message })
  }
  return i18n._(figure)
}

export type FigureName = keyof typeof figures

/**
 * The two years for which the company states its sales, in millions of riyals (the chart's bar
 * heights), each beside the figure that states it. No year in between is stated, so none is drawn.
 */
export const statedSales: Array<{ millions: number; value: FigureName; year: FigureName }> = [
  { millions: amounts.salesFrom, value: 'salesFrom', year: 'salesFromYear' },
  { millions: amounts.salesTo, value: 'salesTo', year: 'salesToYear' },
]
