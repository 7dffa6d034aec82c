/**
 * The company's details for a build (src/content/company.ts): the JSON file COMPANY_DETAILS
 * names, checked against the shape of the example values (src/content/company.json): every
 * entry there, nothing else, each a non-empty text, the websites absolute https URLs. Without
 * COMPANY_DETAILS, the example values. Read once when Vite starts, embedded as `__COMPANY_DETAILS__`.
 */
import { readFileSync } from 'node:fs'
import type { CompanyDetails } from '../../src/content/company'
import example from '../../src/content/company.json' with { type: 'json' }

class CompanyDetailsError extends Error {
  constructor(file: string, problem: string) {
    super(
      `COMPANY_DETAILS (${file}): ${problem}. The file has the shape of src/content/company.json, with the company's own values (README, "The company's details").`,
    )
    this.name = 'CompanyDetailsError'
  }
}

/** The problems of `value` at `path` against the example's `shape`, each naming its entry. */
function problems(shape: unknown, value: unknown, path: string): string[] {
  if (typeof shape === 'string') {
    if (typeof value !== 'string' || !value.trim()) return [`${path} is not a non-empty text`]
    if (/^https?:/.test(shape) && !(URL.canParse(value) && new URL(value).protocol === 'https:'))
      return [`${path} is not an https URL: ${JSON.stringify(value)}`]
    return []
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [`${path || 'the file'} is not an object`]
  const expected = Object.keys(shape as object)
  const found = Object.keys(value)
  return [
    ...expected.filter((key) => !(key in value)).map((key) => `${path}${path ? '.' : ''}${key} is missing`),
    ...found.filter((key) => !expected.includes(key)).map((key) => `${path}${path ? '.' : ''}${key} is not one of the details`),
    ...expected
      .filter((key) => key in value)
      .flatMap((key) =>
        problems((shape as Record<string, unknown>)[key], (value as Record<string, unknown>)[key], `${path}${path ? '.' : ''}${key}`),
      ),
  ]
}

export function companyDetails(env: Record<string, string | undefined> = process.env): CompanyDetails {
  const file = env.COMPANY_DETAILS?.trim()
  if (!file) return example
  let value: unknown
  try {
    value = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new CompanyDetailsError(file, `cannot be read as JSON (${error instanceof Error ? error.message : String(error)})`)
  }
  const found = problems(example, value, '')
  if (found.length) throw new CompanyDetailsError(file, found.join('; '))
  return value as CompanyDetails
}
