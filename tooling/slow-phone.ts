import type { Page } from 'playwright-core'

/**
 * A mid-range phone on a mobile network, as issue reports and the benchmark measure it: 150 ms
 * round trips, 1.6 Mbit/s down, 750 kbit/s up, a CPU four times slower than this machine's.
 */
export const slowPhone = {
  latencyMs: 150,
  downloadBitsPerSecond: 1.6e6,
  uploadBitsPerSecond: 750e3,
  cpuSlowdown: 4,
  context: { hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
} as const

/**
 * Applies the slow phone's network, and unless `cpu` is false its CPU, to a page (Chromium's
 * DevTools protocol). Chromium slows a page's CPU by keeping a core busy beside it: a test that
 * holds the app back by other means leaves the CPU alone (tests/site/first-tap.spec.ts).
 */
export async function throttle(page: Page, { cpu = true }: { cpu?: boolean } = {}): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Network.enable')
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: slowPhone.latencyMs,
    downloadThroughput: slowPhone.downloadBitsPerSecond / 8,
    uploadThroughput: slowPhone.uploadBitsPerSecond / 8,
  })
  if (cpu) await session.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown })
}
