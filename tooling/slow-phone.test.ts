import { describe, expect, it } from 'vitest'
import { slowPhone } from './slow-phone'

// Lighthouse's own numbers for its mobile profile applied as DevTools throttling (its
// docs/throttling.md): not the simulated round trip of 150 ms, which a real browser would make faster.
describe('the slow phone', () => {
  it("is Lighthouse's mobile profile as DevTools throttling", () => {
    expect(slowPhone).toMatchObject({ latencyMs: 562.5, uploadKbps: 675, cpuSlowdown: 4 })
    expect(slowPhone.downloadKbps).toBeCloseTo(1.44 * 1024)
  })
})
