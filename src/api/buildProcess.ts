/**
 * What the dashboard client shares with the build process. vite-react-ssg renders the pages with
 * a server bundle of its own, which can hold its own copy of this module (and the build script
 * another), so what must be one per process lives on globalThis.
 */
import type { PrepareImage } from '#src/types/picture'

/** A build's render (scripts/build.ts sets SITE_BUILD): not the browser, nor the development server. */
export const inBuild = (): boolean => import.meta.env.SSR && globalThis.process?.env.SITE_BUILD === '1'

/** The one value of `name` in this process, made by `create` the first time it is asked for. */
export function processWide<T>(name: string, create: () => T): T {
  const holder = globalThis as Record<symbol, unknown>
  const key = Symbol.for(`wahat-medical.${name}`)
  return (holder[key] ??= create()) as T
}

const images = () => processWide('prepare-image', (): { prepare?: PrepareImage } => ({}))

/** The build registers its image pipeline; nothing registers one in the browser or the dev server. */
export function registerImagePreparation(prepare: PrepareImage | undefined): void {
  images().prepare = prepare
}

export const imagePreparation = (): PrepareImage | undefined => images().prepare

/** A warning printed once per process: a record that many pages fetch is named once. */
export function warnOnce(message: string): void {
  const seen = processWide('warnings', () => new Set<string>())
  if (seen.has(message)) return
  seen.add(message)
  console.warn(message)
}

/** The whole lists of articles a build showed, by kind and language: the feeds and calendars are made from them (scripts/export/feeds.ts). */
export type BuiltArticles = Map<`${'news' | 'event'} ${'en' | 'ar'}`, unknown[]>

export const builtArticles = (): BuiltArticles => processWide('built-articles', (): BuiltArticles => new Map())

/**
 * The answers the build asked for before bundling (./earlyAnswers.ts), by URL: each is handed to
 * the first request of its URL in the render, which checks it as any other answer, and then forgotten.
 */
const earlyAnswers = () => processWide('early-answers', () => new Map<string, Promise<Response>>())

export function keepEarlyAnswer(url: string, answer: Promise<Response>): void {
  earlyAnswers().set(url, answer)
}

export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answer = earlyAnswers().get(url)
  earlyAnswers().delete(url)
  return answer
}
