import { expect, test } from '../../../tests/support/component-tab'
import type { HooksConfig } from '../../../playwright/index'
import { expectNoAxeViolations } from '../../../tests/support/axe'
import { translate } from '#tooling/catalog'
import stories from './BoardReportCard.portable'

for (const locale of ['en', 'ar'] as const) {
  test(`a board report card links its PDF in a new tab, named with the report (${locale})`, async ({ mount, page }) => {
    await mount<HooksConfig>(<stories.FinalReportEnglish />, { hooksConfig: { locale } })
    const label = translate(locale, 'Final board report: April 22, 2025')
    await expect(page.getByRole('heading', { level: 3 })).toHaveText(label)
    const link = page.getByRole('link')
    await expect(link).toHaveAttribute('href', '/documents/board-reports/2025-04.pdf')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(link).toHaveAccessibleName(new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expectNoAxeViolations(page, { wholePage: false })
  })
}
