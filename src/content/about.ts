import { msg } from '@lingui/core/macro'
import type { KeyFigure, TextBlock } from './types'

/**
 * About page (docs/product.md "About"): mission, vision, who we are and the four core values.
 * {name} placeholders are figures of ./figures.
 */

export const mission: TextBlock = {
  title: msg`Our mission`,
  text: msg`To give clinicians, clinics and hospitals in Saudi Arabia reliable access to advanced medical and dental technology, backed by expert training and responsive service.`,
}

export const vision: TextBlock = {
  title: msg`Our vision`,
  text: msg`To be the most trusted partner for medical and dental technology in Saudi Arabia and the MENA region, and a leader in clinical education.`,
}

export const whoWeAre: TextBlock = {
  title: msg`Who we are`,
  text: msg({
    message:
      'Wahat Medical was founded in {foundedYear} to bring trusted medical and dental technology to Saudi Arabia, and became a limited liability company in {llcYear}. Today our dental and medical divisions supply implants, biologics, orthodontics, imaging, diagnostics and medical equipment from leading global manufacturers to clinics and hospitals across the Kingdom. Education is part of everything we do: since {educationSinceYear} we have organised {symposiums} symposiums and courses and delivered {cmeHours} accredited CME hours.',
  }),
}

/** Beside who we are: the figures its text states, as tiles (the wide page's other half). */
export const aboutFigures: KeyFigure[] = [
  {
    figure: 'foundedYear',
    label: msg({ message: 'Founded', comment: 'Label of the year the company was founded, shown above it as a large figure' }),
  },
  { figure: 'symposiums', label: msg`Symposiums and courses` },
  { figure: 'cmeHours', label: msg({ message: 'Accredited CME hours since {educationSinceYear}' }) },
]

export const coreValues: TextBlock[] = [
  {
    title: msg({ message: 'Solidness', comment: 'Core value: financial and organisational soundness' }),
    text: msg`We build on sound finances, careful governance and long-term partnerships, so that clinics can rely on us year after year.`,
  },
  {
    title: msg({ message: 'Welfare', comment: 'Core value: the wellbeing of patients, staff and communities' }),
    text: msg`We put the health of patients and the wellbeing of our people and communities first in every decision we make.`,
  },
  {
    title: msg`Innovation`,
    text: msg`We bring new technologies and techniques to the Kingdom early, and help clinicians adopt them with confidence.`,
  },
  {
    title: msg`Trust`,
    text: msg`We earn the trust of clinicians and partners through honest advice, genuine products and commitments we keep.`,
  },
]

/** The page's introduction (also its meta description). */
export const aboutIntro = msg({
  message:
    'Since {foundedYear} we have brought trusted medical and dental technology to clinics and hospitals across Saudi Arabia and the wider MENA region.',
})
