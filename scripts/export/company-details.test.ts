import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import example from '../../src/content/company.json' with { type: 'json' }
import { companyDetails } from './company-details'

const dir = mkdtempSync(join(tmpdir(), 'company-details-'))
const file = (name: string, value: unknown) => {
  const path = join(dir, name)
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value))
  return path
}
const filled = structuredClone(example)
filled.offices.riyadh = { phone: '+966 11 234 5678', email: 'riyadh@wahat.com.sa' }
filled.agencyUrl = 'https://nakhla.studio'

describe("the company's details (COMPANY_DETAILS)", () => {
  it('are the example values without the variable, and the file it names otherwise', () => {
    expect(companyDetails({})).toEqual(example)
    expect(companyDetails({ COMPANY_DETAILS: file('filled.json', filled) })).toEqual(filled)
  })

  it('name each entry missing, unknown, empty or not https, and a file that is not JSON', () => {
    const { riyadh: _riyadh, ...offices } = filled.offices
    const wrong = {
      ...filled,
      offices: { ...offices, riyad: filled.offices.riyadh },
      agencyUrl: 'http://nakhla.studio',
      socialLinks: { ...filled.socialLinks, x: ' ' },
    }
    const path = file('wrong.json', wrong)
    expect(() => companyDetails({ COMPANY_DETAILS: path })).toThrow(
      `COMPANY_DETAILS (${path}): offices.riyadh is missing; offices.riyad is not one of the details; socialLinks.x is not a non-empty text; agencyUrl is not an https URL: "http://nakhla.studio".`,
    )
    expect(() => companyDetails({ COMPANY_DETAILS: file('broken.json', '{"offices":') })).toThrow(
      /^COMPANY_DETAILS \(.*broken\.json\): cannot be read as JSON/,
    )
  })
})
