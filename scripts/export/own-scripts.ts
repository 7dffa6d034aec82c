/**
 * The inline scripts the build writes into its pages, known from their own sources, so that the
 * policy allows these and nothing else (docs/decisions/0045-one-normalisation-and-the-builds-own-scripts.md).
 * Hashing whatever inline script the finished pages hold would let a script injected anywhere
 * before the last step (a template, a dependency, a dashboard text that escaped its escaping) be
 * allowed by the site's own policy; instead a page holding any other executable inline script
 * stops the build, naming the page.
 *
 * - the page loader (./preloads.ts, from ./page-loader.js), which starts the app after first paint;
 * - the router's data hand-over (./hydration-data.ts);
 * - vite-react-ssg's build id (its template, as patches/vite-react-ssg+0.9.2+001+fixes.patch
 *   writes it), which names the loader-data files the client fetches when it navigates: the one
 *   variable part, read from those files' names in the export.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { HYDRATION_SCRIPT_TEXT } from './hydration-data'
import { LOADER } from './preloads'

/** vite-react-ssg's folder of each page's loader data, `<route>.<build id>.json`. */
const LOADER_DATA_DIR = 'static-loader-data'

/** The script that tells the client the build's id, as vite-react-ssg writes it into every page. */
export const buildIdScript = (id: string): string => `window.__VITE_REACT_SSG_HASH__ = '${id}'`

/** The build's id: the one that every loader-data file of the export is named with, or null when there is not exactly one. */
function buildIdOf(outDir: string): string | null {
  const dir = join(outDir, LOADER_DATA_DIR)
  if (!existsSync(dir)) return null
  const ids = new Set(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((name) => /\.([a-z\d]+)\.json$/.exec(name)?.[1])
      .filter((id) => id !== undefined),
  )
  return ids.size === 1 ? [...ids][0]! : null
}

/** The inline scripts this build writes, by text, each with where it comes from. */
export function ownInlineScripts(outDir: string): Map<string, string> {
  const own = new Map([
    [LOADER, 'the page loader (scripts/export/page-loader.js)'],
    [HYDRATION_SCRIPT_TEXT, "the router's data hand-over (scripts/export/hydration-data.ts)"],
  ])
  const id = buildIdOf(outDir)
  if (id) own.set(buildIdScript(id), `vite-react-ssg's build id (${LOADER_DATA_DIR}/*.${id}.json)`)
  return own
}

/** A script in a message: short, on one line. */
const excerpt = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text)

/**
 * The failure of an export some of whose `pages` hold inline scripts the build did not write,
 * naming each page and script; null when every inline script is one of `own`.
 */
export function strangeScriptsError(pages: Array<{ path: string; scripts: string[] }>, own: ReadonlyMap<string, string>): Error | null {
  const found = pages.flatMap(({ path, scripts }) => scripts.filter((text) => !own.has(text)).map((text) => `  ${path}: ${excerpt(text)}`))
  if (!found.length) return null
  return new Error(
    `The export holds inline scripts the build did not write, which its policy will not allow:\n${found.join('\n')}\n` +
      `The build writes only these: ${[...own.values()].join('; ')}.`,
  )
}
