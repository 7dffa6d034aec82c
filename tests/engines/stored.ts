import { readFileSync } from 'node:fs'

/**
 * The contact message the fixture dashboard stored with this subject (it appends each message to
 * .dashboard/contact-messages.jsonl, tooling/dashboard/server.ts), or undefined.
 */
export function storedMessage(subject: string): Record<string, string> | undefined {
  return readFileSync('.dashboard/contact-messages.jsonl', 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string>)
    .find((record) => record.subject === subject)
}
