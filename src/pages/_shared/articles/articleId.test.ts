import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { canonicalArticleId } from './articleId'

describe('canonical article ids', () => {
  // The contract's own bounds, so a changed contract shows here.
  const { minimum, maximum } = (
    parse(readFileSync('openapi/dashboard.yaml', 'utf8')) as { components: { schemas: { Id: { minimum: number; maximum: number } } } }
  ).components.schemas.Id

  it("accepts the contract's ids, written without a leading zero", () => {
    expect(canonicalArticleId(String(minimum))).toBe(minimum)
    expect(canonicalArticleId('42')).toBe(42)
    expect(canonicalArticleId(String(maximum))).toBe(maximum)
  })

  it.each([
    '',
    '0',
    '0009',
    '01',
    '-1',
    '+1',
    '1e3',
    '1.0',
    '0x10',
    ' 1',
    '1 ',
    '../',
    '%2e%2e%2f',
    '٣',
    '1'.repeat(400),
    (BigInt(maximum) + 1n).toString(),
    undefined,
  ])('refuses %j', (segment) => {
    expect(canonicalArticleId(segment)).toBeNull()
  })
})
