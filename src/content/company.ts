import example from './company.json' with { type: 'json' }

/**
 * The company's own details, in one place (README, "The company's details"): the offices'
 * phones and e-mail addresses, the social profiles, the web agency's and the partners' websites.
 * The repository holds example values (./company.json: `.example` addresses, `000 0000` phones),
 * which `npm start` and the tests use; a build for visitors is given the real ones with
 * COMPANY_DETAILS, a JSON file of the same shape (scripts/export/company-details.ts), and its
 * release gate refuses an export still carrying an example value (scripts/export/release-gate.ts).
 */
export type CompanyDetails = typeof example

export const company: CompanyDetails = typeof __COMPANY_DETAILS__ !== 'undefined' ? __COMPANY_DETAILS__ : example

/** A phone number as written ("+966 11 000 0000"): E.164 for a tel: link, and shown with no-break spaces (a number never wraps). */
export const phoneNumber = (written: string) => ({ phone: written.replace(/[^\d+]/g, ''), phoneDisplay: written.trim().replace(/\s+/g, '\u00a0') })

/** A partner's website, by the partner's name as the content writes it. */
export const partnerWebsite = (name: keyof CompanyDetails['partnerWebsites']): string => company.partnerWebsites[name]
