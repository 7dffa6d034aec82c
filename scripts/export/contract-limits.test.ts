import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contactLimits } from './contract-limits'

const contract = readFileSync('openapi/dashboard.yaml', 'utf8')

/** The contract with one edit, in a file of its own. */
function edited(from: string, to: string): string {
  const changed = contract.replace(from, to)
  expect(changed).not.toBe(contract) // the edit must land, or the check below proves nothing
  const file = join(mkdtempSync(join(tmpdir(), 'contract-')), 'dashboard.yaml')
  writeFileSync(file, changed)
  return file
}

describe("the contact form's limits", () => {
  it("are the contract's maxLength of each field of ContactMessage", () => {
    expect(contactLimits()).toEqual({ fullName: 100, email: 254, subject: 150, message: 5000 })
  })

  it('follow the contract when it changes', () => {
    const file = edited('message: { type: string, minLength: 1, maxLength: 5000 }', 'message: { type: string, minLength: 1, maxLength: 2000 }')
    expect(contactLimits(file).message).toBe(2000)
  })

  it('fail the build, naming the field, when the contract sets none', () => {
    const file = edited('subject: { type: string, minLength: 1, maxLength: 150 }', 'subject: { type: string, minLength: 1 }')
    expect(() => contactLimits(file)).toThrow(/ContactMessage\.subject has no maxLength/)
  })
})
