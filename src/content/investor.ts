import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { TextBlock } from './types'

/** Investor page (SPEC "Investor page" and §9 "Company figures"). Amounts in Saudi riyals. */

/** Yearly sales in millions of riyals: 20M in 2020 to 76M in 2024, 3.4 times. */
export const salesByYear: Array<{ year: number; salesMillions: number }> = [
  { year: 2020, salesMillions: 20 },
  { year: 2021, salesMillions: 31 },
  { year: 2022, salesMillions: 45 },
  { year: 2023, salesMillions: 58 },
  { year: 2024, salesMillions: 76 },
]

/** Lean organisation figures. */
export const leanFigures: Array<{ value: MessageDescriptor; label: MessageDescriptor }> = [
  { value: msg`1.3M Riyals`, label: msg`Sales per employee` },
  { value: msg`16%`, label: msg`Net profit over four years` },
  { value: msg`3.4x`, label: msg`Sales growth from 2020 to 2024` },
  { value: msg`Over 160`, label: msg`Symposiums and courses` },
  { value: msg`Over 260`, label: msg`Accredited CME hours since 2020` },
]

/** About block; the page links it to the About page. */
export const aboutBlock: TextBlock & { to: string; linkLabel: MessageDescriptor } = {
  title: msg`About us`,
  text: msg`Founded in 2009, Wahat Medical is a Saudi distributor of medical technology and dental supplies, serving clinics and hospitals through its offices in Riyadh, Jeddah and Dammam with products from leading global manufacturers.`,
  to: '/about-us',
  linkLabel: msg`Learn more about us`,
}

export const whyInvest: TextBlock[] = [
  {
    title: msg`Proven growth`,
    text: msg`Sales grew from SAR 20 million in 2020 to SAR 76 million in 2024, 3.4 times in four years, driven by both the dental and the medical divisions.`,
  },
  {
    title: msg`A lean, profitable organisation`,
    text: msg`Sales of SAR 1.3 million per employee and a 16% net profit over four years show a company that grows without waste.`,
  },
  {
    title: msg`Sound governance`,
    text: msg`A board with independent members, a capital of SAR 10 million since 2024 and a newly appointed external auditor prepare the company for public listing.`,
  },
]

export const growthAndStability: TextBlock[] = [
  {
    title: msg`Growth`,
    text: msg`Sales rose every year, from SAR 20 million in 2020 to SAR 31 million in 2021, SAR 45 million in 2022, SAR 58 million in 2023 and SAR 76 million in 2024: a 3.4-fold increase.`,
  },
  {
    title: msg`Profit stability`,
    text: msg`A 16% net profit over four years and sales of SAR 1.3 million per employee show that our growth has not come at the cost of our margins.`,
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
export const timeline: Array<{ year: number; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    year: 2009,
    title: msg`Founded`,
    text: msg`Wahat Medical was founded in Riyadh to distribute dental supplies to clinics across the Kingdom.`,
  },
  {
    year: 2014,
    title: msg`Converted to LLC`,
    text: msg`The company became a limited liability company to support its growth and new partnerships.`,
  },
  {
    year: 2024,
    title: msg`Capital raised to SAR 10M`,
    text: msg`The company's capital was raised to SAR 10 million to fund its expansion and prepare for the public offering.`,
  },
  {
    year: 2024,
    title: msg`New Auditor Hired`,
    text: msg`A new external auditor was appointed to strengthen financial reporting ahead of the initial public offering.`,
  },
]
