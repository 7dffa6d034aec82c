import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'

/**
 * The six educational entries of docs/product.md "Content":
 * the company's own programme of courses, beside the dashboard's event articles.
 */
interface EducationalEntry {
  id: string
  title: MessageDescriptor
  description: MessageDescriptor
  /** ISO date (docs/product.md "Content"). */
  date: string
  location: MessageDescriptor
}

export const educationalEntries: EducationalEntry[] = [
  {
    id: 'short-implants-masterclass',
    title: msg`Short implants masterclass`,
    description: msg`A hands-on course on placing 6 mm and 7.5 mm short implants in the posterior jaw, with a live surgery and work on models.`,
    date: '2025-02-15',
    location: msg`Riyadh`,
  },
  {
    id: 'bone-regeneration-workshop',
    title: msg`Guided bone regeneration workshop`,
    description: msg`Membranes, bone grafts and flap management for predictable regeneration, practised step by step.`,
    date: '2025-04-12',
    location: msg`Jeddah`,
  },
  {
    id: 'orthodontics-symposium',
    title: msg`Efficient orthodontics symposium`,
    description: msg`Self-ligating brackets, Class II correction and clear aligners: planning treatments that take less time.`,
    date: '2025-06-21',
    location: msg`Dammam`,
  },
  {
    id: 'digital-imaging-course',
    title: msg`Digital imaging in daily practice`,
    description: msg`Intraoral sensors, panoramic and CBCT imaging: choosing the field of view and keeping the dose low.`,
    date: '2025-09-13',
    location: msg`Riyadh`,
  },
  {
    id: 'instrument-care-course',
    title: msg`Surgical instrument care`,
    description: msg`Handling, sterilising and maintaining surgical instruments, for clinic and hospital teams.`,
    date: '2025-10-18',
    location: msg`Jeddah`,
  },
  {
    id: 'annual-cme-conference',
    title: msg`Annual CME conference`,
    description: msg`Two days of accredited lectures for dentists and physicians on implantology, regeneration and digital diagnosis.`,
    date: '2025-11-22',
    location: msg`Riyadh`,
  },
]
