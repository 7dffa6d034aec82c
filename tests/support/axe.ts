import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** WCAG 2.0, 2.1 and 2.2 A and AA; `wcag22aa` turns on the target-size rule (off by default). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe and fails listing each violation with its rule, impact and selectors. Whole pages
 * also get best-practice rules (one h1, landmarks); a lone component does not.
 */
export async function expectNoAxeViolations(page: Page, { wholePage = true, include }: { wholePage?: boolean; include?: string } = {}) {
  // Colours are measured as painted: let fades and slides finish first (endless loops excepted).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
  let builder = new AxeBuilder({ page }).withTags(wholePage ? [...wcagTags, 'best-practice'] : wcagTags)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ')}`).join('\n'),
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
