import { throttling } from 'lighthouse/core/config/constants.js'
import type { Page } from 'playwright-core'

/**
 * Lighthouse's mobile profile, the mid-range phone on slow 4G that its scores assume, taken from
 * Lighthouse itself so that the first-tap tests, the benchmark and the scores speak of one phone.
 * Lighthouse simulates it from 150 ms round trips; applied to a real browser, as here, its
 * DevTools equivalent holds each request back by the request latency (562.5 ms) and slows the
 * transfer below the simulated throughput (Lighthouse's docs/throttling.md).
 */
const profile = throttling.mobileSlow4G

export const slowPhone = {
  latencyMs: profile.requestLatencyMs,
  downloadKbps: profile.downloadThroughputKbps,
  uploadKbps: profile.uploadThroughputKbps,
  cpuSlowdown: profile.cpuSlowdownMultiplier,
  context: { hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
} as const

/**
 * Applies the slow phone's network, and unless `cpu` is false its CPU, to a page through
 * Chromium's DevTools protocol, with the conversions Lighthouse's own DevTools throttling makes
 * (core/lib/emulation.js: Kbps of 1024 bits, as bytes a second). Chromium slows a page's CPU by
 * keeping a core busy beside it: a test that holds the app back by other means leaves the CPU
 * alone (tests/site/first-tap.spec.ts).
 */
export async function throttle(page: Page, { cpu = true }: { cpu?: boolean } = {}): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: Math.floor((slowPhone.downloadKbps * 1024) / 8),
    uploadThroughput: Math.floor((slowPhone.uploadKbps * 1024) / 8),
  })
  if (cpu) await session.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
}
