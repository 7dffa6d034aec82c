import type { Browser, Page } from 'playwright-core'
import { slowPhone, throttle } from '#tooling/slow-phone'

/** The median of the values measured (a run that measured nothing, null, is left out), or null without any. */
export function median(values: Array<number | null>): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b)
  if (known.length === 0) return null
  const middle = Math.floor(known.length / 2)
  return known.length % 2 ? known[middle]! : (known[middle - 1]! + known[middle]!) / 2
}

/** A page in a new context (a cold cache) on the slow phone (tooling/slow-phone.ts), `width` pixels wide. */
export async function slowPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ ...slowPhone.context, viewport: { width, height: width > 1000 ? 900 : 844 } })
  const page = await context.newPage()
  await throttle(page)
  return page
}
