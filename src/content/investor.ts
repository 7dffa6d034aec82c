import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { FigureName } from './figures'
import type { KeyFigure, TextBlock } from './types'

/**
 * Investor page (docs/product.md "Investor page"). The figures are those of ./figures: a text quoting one
 * names it as a placeholder ({growth}) and is shown with <FigureText>.
 */

/** Lean organisation figures: each a figure of ./figures, with what it measures. */
export const leanFigures: KeyFigure[] = [
  { figure: 'salesPerEmployee', label: msg`Sales per employee` },
  { figure: 'netProfit', label: msg`Net profit over four years` },
  { figure: 'growth', label: msg({ message: 'Sales growth from {salesFromYear} to {salesToYear}' }) },
  { figure: 'symposiums', label: msg`Symposiums and courses` },
  { figure: 'cmeHours', label: msg({ message: 'Accredited CME hours since {educationSinceYear}' }) },
]

/** About block; the page links it to the About page. */
export const aboutBlock: TextBlock & { to: string; linkLabel: MessageDescriptor } = {
  title: msg`About us`,
  text: msg({
    message:
      'Founded in {foundedYear}, Wahat Medical is a Saudi distributor of medical technology and dental supplies, serving clinics and hospitals through its offices in Riyadh, Jeddah and Dammam with products from leading global manufacturers.',
  }),
  to: '/about-us',
  linkLabel: msg`Learn more about us`,
}

export const whyInvest: TextBlock[] = [
  {
    title: msg`Proven growth`,
    text: msg({
      message:
        'Sales grew from {salesFrom} in {salesFromYear} to {salesTo} in {salesToYear}, {growth} in four years, driven by both the dental and the medical divisions.',
    }),
  },
  {
    title: msg`A lean, profitable organisation`,
    text: msg({
      message: 'Sales of {salesPerEmployee} per employee and a {netProfit} net profit over four years show a company that grows without waste.',
    }),
  },
  {
    title: msg`Sound governance`,
    text: msg({
      message:
        'A board with independent members, a capital of {capital} since {capitalYear} and a newly appointed external auditor prepare the company for public listing.',
    }),
  },
]

export const growthAndStability: TextBlock[] = [
  {
    title: msg`Growth`,
    text: msg({
      message:
        '{growth} growth in sales between {salesFromYear} and {salesToYear}, carried by both divisions and by the new partners they brought on board.',
    }),
  },
  {
    title: msg`Profit stability`,
    text: msg({
      message:
        'A {netProfit} net profit over four years and sales of {salesPerEmployee} per employee show that our growth has not come at the cost of our margins.',
    }),
  },
]

/** Forward strategy: expanding, manufacturing, operating. */
export const strategy: TextBlock[] = [
  {
    title: msg({ message: 'Expanding', comment: 'Strategy card: expanding the business' }),
    text: msg`Opening new branches across the Kingdom and the Gulf, and adding new partners and product lines to both divisions.`,
  },
  {
    title: msg({ message: 'Manufacturing', comment: 'Strategy card: starting local manufacturing' }),
    text: msg`Building local manufacturing of selected dental and medical consumables, in line with the localisation goals of Saudi Vision 2030.`,
  },
  {
    title: msg({ message: 'Operating', comment: 'Strategy card: running operations more efficiently' }),
    text: msg`Investing in warehousing, logistics and digital systems to run more efficiently and deliver to clinics faster.`,
  },
]

/** History timeline: four milestones. */
export const timeline: Array<{ year: FigureName; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    year: 'foundedYear',
    title: msg`Founded`,
    text: msg`Wahat Medical was founded in Riyadh to distribute dental supplies to clinics across the Kingdom.`,
  },
  {
    year: 'llcYear',
    title: msg`Converted to LLC`,
    text: msg`The company became a limited liability company to support its growth and new partnerships.`,
  },
  {
    year: 'capitalYear',
    title: msg({ message: 'Capital raised to {capital}' }),
    text: msg({ message: "The company's capital was raised to {capital} to fund its expansion and prepare for the public offering." }),
  },
  {
    year: 'auditorYear',
    title: msg`New Auditor Hired`,
    text: msg`A new external auditor was appointed to strengthen financial reporting ahead of the initial public offering.`,
  },
]
