/**
 * The dashboard's answers checked against openapi/dashboard.yaml with a real JSON Schema
 * validator (OpenAPI 3.1 schemas are JSON Schema 2020-12). Build and tests only: the client
 * imports this under `import.meta.env.SSR`, so Ajv never reaches the browser bundle.
 */
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { parse } from 'yaml'
import contractSource from '../../openapi/dashboard.yaml?raw'

interface Operation {
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: object }> }>
}

const contract = parse(contractSource) as { paths: Record<string, Record<string, Operation>> }

// strict: false, because OpenAPI adds keywords (example, …) that JSON Schema does not know.
const ajv = new Ajv2020({ strict: false, allErrors: false })
addFormats(ajv)
ajv.addSchema({ ...contract, $id: 'dashboard' })

const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1')
const compiled = new Map<string, ValidateFunction | null>()

/** The validator of a GET's answer with that status (by the path's template, e.g. /api/events/{id}); null when the contract has none. */
export function validatorFor(template: string, status: string): ValidateFunction | null {
  const key = `${template} ${status}`
  if (!compiled.has(key)) {
    const response = contract.paths[template]?.get?.responses[status]
    const base = response?.$ref ? `dashboard${response.$ref}` : `dashboard#/paths/${escape(template)}/get/responses/${status}`
    compiled.set(key, response ? ajv.compile({ $ref: `${base}/content/application~1json/schema` }) : null)
  }
  return compiled.get(key) ?? null
}

/**
 * The error to report: the deepest one (inside the record, not "must match one of"), which
 * says what was expected where.
 */
function mostSpecific(errors: ErrorObject[]): ErrorObject | undefined {
  const depth = (error: ErrorObject) => error.instancePath.split('/').length * 2 - (/^(oneOf|anyOf|allOf)$/.test(error.keyword) ? 1 : 0)
  return errors.reduce<ErrorObject | undefined>((best, error) => (!best || depth(error) > depth(best) ? error : best), undefined)
}

interface Violation {
  /** JSON pointer into the answer ('' for the whole answer). */
  pointer: string
  /** What was expected, and the contract's rule that says so. */
  expected: string
}

/** The first way `body` breaks the contract of GET `template` answering `status`, or null. */
export function checkAnswer(template: string, status: number, body: unknown): Violation | null {
  const validate = validatorFor(template, String(status))
  if (!validate) return { pointer: '', expected: `openapi/dashboard.yaml describes no ${status} answer for GET ${template}` }
  if (validate(body)) return null
  const error = mostSpecific(validate.errors ?? [])
  // Ajv names rules inside a named schema by their place in the file; the others belong to the answer itself.
  const rule = error?.schemaPath.startsWith('#/components/') ? error.schemaPath : `the ${status} answer of GET ${template}`
  return { pointer: error?.instancePath ?? '', expected: `${error?.message ?? 'does not match'} (openapi/dashboard.yaml: ${rule})` }
}
