import type { Locale } from '#src/i18n/locales'

/**
 * The company's amounts and the multiple computed from them, as an investor must read them in
 * each language, written out by hand (not computed by the code under test): one money format per
 * language, "SAR 20 million" and "20 مليون ريال" (Arabic words the count: 10 ملايين), and the
 * growth that 20 → 76 gives, 3.8.
 */
export const computedFigures: Record<Locale, Record<'capital' | 'salesFrom' | 'salesTo' | 'salesPerEmployee' | 'growth', string>> = {
  en: { capital: 'SAR 10 million', salesFrom: 'SAR 20 million', salesTo: 'SAR 76 million', salesPerEmployee: 'SAR 1.3 million', growth: '3.8x' },
  ar: { capital: '10 ملايين ريال', salesFrom: '20 مليون ريال', salesTo: '76 مليون ريال', salesPerEmployee: '1.3 مليون ريال', growth: '3.8 أضعاف' },
}

/** An amount as each language writes money; the number is group 1, in millions. */
export const moneyFormat: Record<Locale, RegExp> = {
  en: /^SAR (\d+(?:\.\d)?) million$/,
  ar: /^(\d+(?:\.\d)?) (?:مليون|ملايين) ريال$/,
}

/** A multiple as each language writes it; the number is group 1. */
export const multipleFormat: Record<Locale, RegExp> = {
  en: /^(\d+(?:\.\d)?)x$/,
  ar: /^(\d+(?:\.\d)?) أضعاف$/,
}

/** An amount of money written outside a figure (typed into a text instead of put in from figures.ts). */
export const looseAmount = /SAR\s*\d|\d[\d.,]*\s*(?:M\b|million|مليون|ملايين)/
