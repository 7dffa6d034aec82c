/**
 * The contact form's length limits, read off the contract (openapi/dashboard.yaml,
 * `ContactMessage`'s `maxLength`s) when Vite starts and embedded as `__CONTACT_LIMITS__`: the form
 * limits what the webhook accepts, and a changed contract changes both.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

export function contactLimits(contract = 'openapi/dashboard.yaml'): Record<string, number> {
  const spec = parse(readFileSync(contract, 'utf8')) as {
    components?: { schemas?: { ContactMessage?: { required?: string[]; properties?: Record<string, { maxLength?: unknown }> } } }
  }
  const schema = spec.components?.schemas?.ContactMessage
  if (!schema?.properties) throw new Error(`${contract}: no components.schemas.ContactMessage with properties`)
  return Object.fromEntries(
    Object.entries(schema.properties).map(([field, property]) => {
      if (typeof property.maxLength !== 'number')
        throw new Error(`${contract}: ContactMessage.${field} has no maxLength (the contact form needs one)`)
      return [field, property.maxLength]
    }),
  )
}
