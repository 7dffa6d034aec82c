import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import meetings from './board-reports.json'

/** A board meeting report of the media center; its PDF is public/documents/board-reports/<id>.pdf. */
export interface BoardReport {
  id: string
  /** ISO date of the meeting. */
  date: string
  label: MessageDescriptor
  text: MessageDescriptor
  file: string
}

// Seven meetings from June 2024 to the final board report of April 22, 2025 (docs/product.md "Media center").
const texts: Record<string, { label: MessageDescriptor; text: MessageDescriptor }> = {
  '2024-06': {
    label: msg`Board meeting report: June 2024`,
    text: msg`The board reviewed the first-half results and approved the opening of the Dammam office. Its decisions were confirmed in the final board report of April 22, 2025.`,
  },
  '2024-08': {
    label: msg`Board meeting report: August 2024`,
    text: msg`The board approved the new implant partnership and the training plan for the academic year. Its decisions were confirmed in the final board report of April 22, 2025.`,
  },
  '2024-10': {
    label: msg`Board meeting report: October 2024`,
    text: msg({
      message:
        "The board raised the company's capital to {capital} and reviewed the digital imaging launch. Its decisions were confirmed in the final board report of April 22, 2025.",
    }),
  },
  '2024-11': {
    label: msg`Board meeting report: November 2024`,
    text: msg`The board appointed a new external auditor and approved the 2025 budget. Its decisions were confirmed in the final board report of April 22, 2025.`,
  },
  '2025-01': {
    label: msg`Board meeting report: January 2025`,
    text: msg({
      message:
        'The board reviewed the {salesToYear} sales of {salesTo} and the expansion of the medical division. Its decisions were confirmed in the final board report of April 22, 2025.',
    }),
  },
  '2025-03': {
    label: msg`Board meeting report: March 2025`,
    text: msg`The board discussed the preparations for the initial public offering and the governance framework. Its decisions were confirmed in the final board report of April 22, 2025.`,
  },
  '2025-04': {
    label: msg`Final board report: April 22, 2025`,
    text: msg`The final board report of April 22, 2025 approves the audited 2024 financial statements and the strategy for manufacturing and operations.`,
  },
}

export const boardReports: BoardReport[] = meetings.map(({ id, date }) => {
  const entry = texts[id]
  if (!entry) throw new Error(`No text for board report ${id}`)
  return { id, date, ...entry, file: `/documents/board-reports/${id}.pdf` }
})
