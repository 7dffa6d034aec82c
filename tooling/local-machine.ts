/**
 * This machine, as the browsers the tests drive see it: the programs on PATH each engine's module
 * looks for (tooling/chromium.ts, firefox.ts, webkit.ts), and the host names that are its own.
 * Apart from any one engine, so that loading one engine's module looks for no other.
 */
import { execFileSync } from 'node:child_process'

/** The first of `names` on PATH. */
export function onPath(names: string[]): string | undefined {
  for (const name of names) {
    try {
      const found = execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim()
      if (found) return found
    } catch {
      /* not on PATH */
    }
  }
  return undefined
}

/** This machine's own names: the only hosts the test browsers reach. */
export const localHosts = ['127.0.0.1', 'localhost']
