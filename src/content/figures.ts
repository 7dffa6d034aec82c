import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Amounts of money the company states, in millions of Saudi riyals (docs/product.md "Company
 * figures"): numbers, so that every figure computed from them follows, and one format shows them all.
 */
const capital = 10
const salesFrom = 20
const salesTo = 76
const salesPerEmployee = 1.3

/**
 * The one format of money in each language (a plural message: Arabic words the count, "10 ملايين
 * ريال" but "20 مليون ريال"). The number is written as it is: both languages use Western digits
 * and a point (decision 0010).
 */
const money = msg({
  message: '{amount, plural, other {SAR {amount} million}}',
  comment: 'An amount of money in millions of Saudi riyals, e.g. SAR 20 million',
})

/** A multiple computed from two amounts, e.g. 3.8x. */
const multiple = msg({ message: '{multiple}x', comment: 'A multiple, e.g. 3.8x: sales in the last year are 3.8 times those of the first' })

/** An amount, in millions of riyals, in the language's one money format. */
const inMillions = (amount: number): MessageDescriptor => ({ ...money, values: { amount } })
/** The multiple `value` is of `base` to one decimal (76 / 20 is 3.8), computed, never typed in. */
const timesOver = (value: number, base: number): MessageDescriptor => ({ ...multiple, values: { multiple: Math.round((value / base) * 10) / 10 } })

/**
 * Every figure the site states, written once (docs/product.md "Company figures" and the supplier's
 * sensor data). A text that quotes one holds a placeholder of its name, "{growth}", and is shown
 * with <FigureText>, which puts the figure in: so a figure reads the same wherever it appears
 * (an investor comparing two paragraphs finds one number) and never wraps between its number
 * and its unit. Words and units follow the language's catalogue; amounts of money are numbers in
 * one format, and a multiple shown beside its inputs is computed from them (decision 0019).
 */
export const figures = {
  foundedYear: msg({ message: '2009', comment: 'Year the company was founded' }),
  llcYear: msg({ message: '2014', comment: 'Year the company became a limited liability company' }),
  capitalYear: msg({ message: '2024', comment: 'Year the capital was raised' }),
  auditorYear: msg({ message: '2024', comment: 'Year a new auditor was appointed' }),
  capital: inMillions(capital),
  salesFromYear: msg({ message: '2020', comment: 'First year of the stated sales' }),
  salesFrom: inMillions(salesFrom),
  salesToYear: msg({ message: '2024', comment: 'Last year of the stated sales' }),
  salesTo: inMillions(salesTo),
  growth: timesOver(salesTo, salesFrom),
  salesPerEmployee: inMillions(salesPerEmployee),
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
} satisfies Record<string, MessageDescriptor>

export type FigureName = keyof typeof figures

/**
 * The two years for which the company states its sales, in millions of riyals (the chart's bar
 * heights), each beside the figure that states it. No year in between is stated, so none is drawn.
 */
export const statedSales: Array<{ millions: number; value: FigureName; year: FigureName }> = [
  { millions: salesFrom, value: 'salesFrom', year: 'salesFromYear' },
  { millions: salesTo, value: 'salesTo', year: 'salesToYear' },
]
