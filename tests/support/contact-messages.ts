import { readFileSync } from 'node:fs'

/**
 * The contact messages the fixture dashboard of the site tests stored with this subject: its
 * webhook appends each as a JSON line to .dashboard/contact-messages.jsonl (tooling/dashboard/server.ts).
 */
export function storedMessages(subject: string): Record<string, string>[] {
  return readFileSync('.dashboard/contact-messages.jsonl', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>)
    .filter((record) => record.subject === subject)
}
