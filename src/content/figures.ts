import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * Every figure the site states, written once (docs/product.md "Company figures" and the supplier's
 * sensor data). A text that quotes one holds a placeholder of its name, "{growth}", and is shown
 * with <FigureText>, which puts the figure in: so a figure reads the same wherever it appears
 * (an investor comparing two paragraphs finds one number) and never wraps between its number
 * and its unit. Each figure is a message, so its digits and unit follow the language's catalogue.
 */
export const figures = {
  foundedYear: msg({ message: '2009', comment: 'Year the company was founded' }),
  llcYear: msg({ message: '2014', comment: 'Year the company became a limited liability company' }),
  capitalYear: msg({ message: '2024', comment: 'Year the capital was raised' }),
  auditorYear: msg({ message: '2024', comment: 'Year a new auditor was appointed' }),
  capital: msg({ message: 'SAR 10M', comment: 'The company capital: 10 million Saudi riyals' }),
  salesFromYear: msg({ message: '2020', comment: 'First year of the stated sales' }),
  salesFrom: msg({ message: 'SAR 20 million', comment: 'Sales in 2020: 20 million Saudi riyals' }),
  salesToYear: msg({ message: '2024', comment: 'Last year of the stated sales' }),
  salesTo: msg({ message: 'SAR 76 million', comment: 'Sales in 2024: 76 million Saudi riyals' }),
  growth: msg({ message: '3.4x', comment: 'Sales growth from 2020 to 2024 as the company states it: 3.4 times' }),
  salesPerEmployee: msg({ message: '1.3M Riyals', comment: 'Sales per employee: 1.3 million Saudi riyals' }),
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
  { millions: 20, value: 'salesFrom', year: 'salesFromYear' },
  { millions: 76, value: 'salesTo', year: 'salesToYear' },
]
