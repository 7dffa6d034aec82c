/**
 * The WCAG 2.2 AA checks axe cannot make, with where each one is made. "Automated by" names a
 * test that really checks it (read before naming it); checks of this audit report their result.
 */
import type { AuditEntry, CheckResult } from './entries'

export type ManualStatus = 'automated in this audit' | 'automated by tests' | 'partly automated' | 'to check by hand' | 'not applicable'

export interface ManualCheck {
  id: string
  title: string
  criteria: string[]
  status: ManualStatus
  /** For checks this audit makes: whether every page passed. */
  passed?: boolean
  evidence: string
  /** What a person still has to do. */
  byHand?: string
}

/** "passed on 68 of 68 pages" for one of this audit's own checks. */
function auditResult(entries: AuditEntry[], id: CheckResult['id']): { passed: boolean; text: string } {
  const results = entries.flatMap((entry) => entry.checks.filter((check) => check.id === id).map((check) => ({ entry, check })))
  const failed = results.filter(({ check }) => !check.passed)
  const text =
    results.length === 0
      ? 'not run'
      : `passed on ${results.length - failed.length} of ${results.length} pages${failed.length ? `; fails on ${failed.map(({ entry }) => entry.name).join(', ')}` : ''}`
  return { passed: results.length > 0 && failed.length === 0, text }
}

function axeRuleResult(entries: AuditEntry[], rule: string): string {
  const audited = entries.filter((entry) => entry.axe)
  const count = (pick: (entry: AuditEntry) => boolean) => audited.filter(pick).length
  const violated = count((entry) => entry.axe!.violations.some((item) => item.id === rule))
  const incomplete = count((entry) => entry.axe!.incomplete.some((item) => item.id === rule))
  const passed = count((entry) => entry.axe!.passes.includes(rule))
  return `axe rule ${rule}: passed on ${passed}, violated on ${violated}, incomplete on ${incomplete} of ${audited.length} pages and states`
}

export function manualChecks(entries: AuditEntry[]): ManualCheck[] {
  const keyboard = auditResult(entries, 'keyboard')
  const visible = auditResult(entries, 'focus-visible')
  const obscured = auditResult(entries, 'focus-not-obscured')
  const reflow = auditResult(entries, 'reflow')
  return [
    {
      id: 'keyboard',
      title: 'Keyboard path: everything reachable and operable, no trap',
      criteria: ['2.1.1', '2.1.2'],
      status: 'automated in this audit',
      passed: keyboard.passed,
      evidence:
        `Keyboard walk of every page (Tab from the top: every visible focusable element is reached and focus leaves the last one): ${keyboard.text}. ` +
        'Widgets operated from the keyboard: tests/site/shell.spec.ts (header, Divisions dropdown with Enter and Escape, drawer opened with Enter and closed with Escape, focus returned), ' +
        'src/layout/Drawer/Drawer.spec.tsx (Enter and Space, Tab wrapping inside, Escape), src/layout/Header/Header.spec.tsx (dropdown from the keyboard), ' +
        'src/components/PartnerCard/PartnerCard.spec.tsx and tests/site/company-pages.spec.ts (pop-ups: focus moved in, trapped, Escape, focus returned), ' +
        'src/components/CategoryTabs/CategoryTabs.spec.tsx (tabs with arrow keys, Home and End), src/components/ProductCard/ProductCard.spec.tsx (product card with Enter and Space), src/components/DoctorSlider/DoctorSlider.spec.tsx (profile slider with arrow keys).',
      byHand: 'the contact form and the Find us search by keyboard alone (the tests fill them by label, not by Tab).',
    },
    {
      id: 'focus-order',
      title: 'Focus order follows the meaning of the page',
      criteria: ['2.4.3'],
      status: 'partly automated',
      evidence:
        'axe rule tabindex (best practice) finds positive tabindex values, so the Tab order is the document order; the keyboard walk records that order. ' +
        'tests/site/shell.spec.ts checks the order skip link, logo, Divisions, its first link.',
      byHand:
        'Tab through each kind of page (home, a division page, products, contact, an article) in both languages and check that the order matches the visual order.',
    },
    {
      id: 'focus-visible',
      title: 'Focus visible',
      criteria: ['2.4.7'],
      status: 'automated in this audit',
      passed: visible.passed,
      evidence:
        `At each stop of the keyboard walk, the focused element draws an outline or a box shadow: ${visible.text}. ` +
        'tests/audit/every-page.spec.ts reads the ring at each stop of this keyboard walk on every page of the export (1280 px), and tests/site/layout-integrity.spec.ts tabs through the fifteen screens of both languages at 390 px: every ring has 3:1 against what is painted behind it (1.4.11) and is not clipped.',
      byHand: 'the indicator against photographs (the contrast check skips points over an image) and on article pages.',
    },
    {
      id: 'focus-not-obscured',
      title: 'Focus not obscured (the fixed header)',
      criteria: ['2.4.11'],
      status: 'automated in this audit',
      passed: obscured.passed,
      evidence: `At each stop of the keyboard walk (1280×800), some part of the focused element is the topmost thing painted there: ${obscured.text}.`,
      byHand: 'the same at phone width (390 px), where the header is shorter but the page narrower.',
    },
    {
      id: 'rtl-reading-order',
      title: 'Reading order in right-to-left pages',
      criteria: ['1.3.2', '1.3.1'],
      status: 'to check by hand',
      evidence:
        'tests/audit/every-page.spec.ts checks lang="ar" dir="rtl" in the HTML of every Arabic screen and that no English text is left untranslated; ' +
        'src/components/CategoryTabs/CategoryTabs.spec.tsx and src/components/DoctorSlider/DoctorSlider.spec.tsx check arrow keys are mirrored in the tabs and slider; src/layout/Drawer/Drawer.spec.tsx that the drawer slides from the inline end.',
      byHand:
        'read three Arabic pages (home, a division page, an article) with a screen reader set to Arabic (NVDA or VoiceOver): the reading order must match the visual right-to-left order, and numbers, brand names and dates must be read correctly.',
    },
    {
      id: 'reflow',
      title: 'Zoom to 400 %, reflow',
      criteria: ['1.4.10'],
      status: 'automated in this audit',
      passed: reflow.passed,
      evidence: `Every page at 320×256 CSS px (400 % zoom of a 1280 px window): the page does not scroll sideways: ${reflow.text}.`,
      byHand:
        'zoom a 1280 px browser window to 400 % on a few pages: nothing cut off or overlapping (the check measures sideways scrolling, not overlap).',
    },
    {
      id: 'resize-text',
      title: 'Text resized to 200 %, text spacing',
      criteria: ['1.4.4', '1.4.12'],
      status: 'to check by hand',
      evidence: 'Not automated.',
      byHand:
        'set the browser font size to 200 % (text only), then apply the WCAG text-spacing values (line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16 of the font size, e.g. with a text-spacing bookmarklet) on the home, contact and products pages: no text cut off or overlapping.',
    },
    {
      id: 'captions',
      title: 'Captions and audio description of video',
      criteria: ['1.2.2', '1.2.5'],
      status: 'to check by hand',
      evidence:
        "The one video is the medical division's supplier video, a YouTube embed loaded only when its pop-up opens (tests/site/company-pages.spec.ts); a plain link to watch it on YouTube is beside it. This audit stands in for the player (offline), so the player itself is not audited.",
      byHand:
        'play the video: captions in English and Arabic must be available, and what is only shown (not said) needs an audio description or a text alternative.',
    },
    {
      id: 'moving-content',
      title: 'Pause, stop, hide (moving partner logos)',
      criteria: ['2.2.2'],
      status: 'automated by tests',
      evidence:
        'src/components/Marquee/Marquee.spec.tsx: the partner marquee stops with its pause button and while hovered, and stands still with no button under reduced motion. The profile slider and the tabs never move by themselves.',
      byHand: 'that the marquee also stops while a logo or link inside it has keyboard focus (the test checks the button and hover only).',
    },
    {
      id: 'dragging',
      title: 'Dragging movements have a single-pointer alternative',
      criteria: ['2.5.7'],
      status: 'automated by tests',
      evidence:
        'The category tabs and the profile slider can be dragged sideways. src/components/CategoryTabs/CategoryTabs.spec.tsx: a tab is still selected by a click after a drag and by the arrow keys; src/components/DoctorSlider/DoctorSlider.spec.tsx: the slider moves with its Previous and Next buttons and the arrow keys.',
    },
    {
      id: 'target-size',
      title: 'Target size (minimum)',
      criteria: ['2.5.8'],
      status: 'automated in this audit',
      evidence: `${axeRuleResult(entries, 'target-size')} (the wcag22aa tag turns the rule on).`,
      byHand: 'spot check on a phone: links inside running text are exempt and are not measured.',
    },
    {
      id: 'form-errors',
      title: 'Form labels, error identification and suggestion',
      criteria: ['3.3.1', '3.3.2', '3.3.3'],
      status: 'automated by tests',
      evidence:
        'tests/site/contact.spec.ts: the empty form marks each field invalid with its own message as its description and focuses the first; a bad email gets an example address. This audit runs axe on the form showing its errors (state "Contact form showing its errors").',
    },
    {
      id: 'status-messages',
      title: 'Status messages',
      criteria: ['4.1.3'],
      status: 'automated by tests',
      evidence:
        'tests/site/contact.spec.ts: "sent" is a status and a failed send an alert; tests/site/data-pages.spec.ts: the Find us search announces its result count in a status.',
    },
    {
      id: 'text-alternatives',
      title: 'Text alternatives say what the image says',
      criteria: ['1.1.1'],
      status: 'partly automated',
      evidence: `axe checks that every image has a text alternative (rule image-alt and others); tests/site/company-pages.spec.ts checks the investor chart is a named image with its figures in a table; src/components/TeamGrid/TeamGrid.spec.tsx that portraits are named after the person.`,
      byHand:
        "read the alternatives of the dashboard's images (products, articles, doctors) in both languages: they come from the dashboard and must describe the picture.",
    },
    {
      id: 'language-of-parts',
      title: 'Language of parts',
      criteria: ['3.1.2'],
      status: 'partly automated',
      evidence:
        'Partner brand names carry lang="en" (src/components/PartnerCard); axe checks that lang values are valid; tests/audit/every-page.spec.ts that Arabic screens contain no English beyond brand and proper names.',
      byHand: 'listen to an Arabic page with brand names in a screen reader: the names must be read with an English voice.',
    },
    {
      id: 'consistent-help',
      title: 'Consistent help',
      criteria: ['3.2.6'],
      status: 'to check by hand',
      evidence:
        'The "Contact us" links of the header and the footer come from the one page layout (src/layout/SiteLayout), so they are in the same place on every page.',
      byHand: 'confirm on a few pages of both languages that they are there and in the same order.',
    },
    {
      id: 'not-applicable',
      title: 'Redundant entry, accessible authentication',
      criteria: ['3.3.7', '3.3.8'],
      status: 'not applicable',
      evidence: 'The site has no sign-in and no multi-step process: the contact form is a single step.',
    },
  ]
}
