/**
 * Catalogues cut to what a module shows. `import('./pages/about/AboutPage?messages=ar')` is a
 * module exporting `messages`: the Arabic translations of the messages of AboutPage.tsx and of
 * every module it imports, statically and transitively, compiled as Lingui compiles a PO file.
 *
 * Translators keep their twelve PO files, one per namespace (lingui.config.ts); the browser gets
 * catalogues by page instead, because a namespace is not what a page shows: `common` holds the
 * contact form's texts and every page's 404 message, and the orthodontic page would download the
 * whole dental division to show one partner. Which module shows which message is in the PO files
 * already (the `#:` lines).
 *
 * The shell (src/routes.tsx and what it imports: header, footer, 404 and error pages) has its own
 * catalogue (`./routes?messages=ar`), loaded with the language route; every other catalogue
 * leaves its messages out. A message missing at run time stops the build (src/i18n/catalogs/load.ts).
 */
import { readFileSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import type { ExtractorType } from '@lingui/conf'
import { getConfig } from '@lingui/conf'
import { parseSync } from 'oxc-parser'
import { ResolverFactory } from 'oxc-resolver'
import type { Plugin, ViteDevServer } from 'vite'

/** The module that is the shell: its catalogue is loaded with every page. */
export const SHELL_MODULE = 'src/routes.tsx'

const query = /\?messages=([a-z]+)$/

// Lingui's own extractor (the one `npm run i18n:extract` runs), required: a CommonJS default
// export, which an ESM import sees differently in Node, Vitest and Vite's config loader.
const { default: extractor } = createRequire(import.meta.url)('@lingui/cli/api/extractors/babel') as { default: ExtractorType }

/** A module's catalogue in one language: the import specifier suffix, and the client manifest's key. */
export const messagesOf = (module: string, locale: string) => `${module}?messages=${locale}`

/**
 * The project's module resolution (tsconfig.json: relative paths, `#src/…`, `.ts`/`.tsx` without
 * their extension), as Vite and TypeScript resolve, by oxc's resolver and parser (Rust, which
 * Rolldown is made of): TypeScript's own resolver costs a build a second of CPU to import and run.
 */
const resolver = new ResolverFactory({
  tsconfig: { configFile: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)), references: 'auto' },
  extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
  conditionNames: ['import', 'node', 'default'],
})

/** The source modules a module imports itself (type-only and dynamic imports left out). */
function directImports(file: string): string[] {
  const code = readFileSync(file, 'utf8')
  const { module } = parseSync(file, code)
  // `import type …` and `export type … from`, not `import { type A }` (which still loads the module).
  const typeOnly = (start: number, end: number, keyword: 'import' | 'export') => new RegExp(`^${keyword}\\s+type\\s`).test(code.slice(start, end))
  const specifiers = [
    ...module.staticImports
      .filter((statement) => !typeOnly(statement.start, statement.end, 'import'))
      .map((statement) => statement.moduleRequest.value),
    ...module.staticExports
      .filter((statement) => !typeOnly(statement.start, statement.end, 'export'))
      .flatMap((statement) => statement.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : []))),
  ]
  const imports: string[] = []
  for (const specifier of new Set(specifiers)) {
    const resolved = resolver.sync(dirname(file), specifier.replace(/\?.*$/, '')).path
    // A package has no messages of the site; a source module (`./Page.css` is Page.css.ts) may.
    if (resolved?.includes(`${sep}node_modules${sep}`)) continue
    if (resolved && /\.tsx?$/.test(resolved) && !resolved.endsWith('.d.ts')) {
      imports.push(resolve(resolved))
      continue
    }
    // A project file that is no module of the site (a data file, a stylesheet) has no messages either.
    const local = specifier.startsWith('.') || specifier.startsWith('#')
    if (local && !resolved) throw new Error(`Cannot resolve ${specifier} from ${file}`)
  }
  return imports
}

interface Message {
  translation: string
  /** The source files that show it, relative to the root (the PO files' `#:` lines). */
  files: string[]
}

/** The catalogues of a project, read once: ask for a module's messages in a language. */
export function moduleCatalogues(root: string) {
  const config = getConfig({ cwd: root })
  const imports = new Map<string, string[]>()
  const messages = new Map<string, Promise<Map<string, Message>>>()

  /** The files a module runs when it is loaded, relative to the root: itself and its static imports, transitively. */
  function modulesOf(module: string): Set<string> {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      if (!imports.has(file)) imports.set(file, directImports(file))
      for (const imported of imports.get(file) ?? []) visit(imported)
    }
    visit(join(root, module))
    return new Set([...seen].map((file) => relative(root, file)))
  }

  function read(locale: string): Promise<Map<string, Message>> {
    let read = messages.get(locale)
    if (!read) {
      read = (async () => {
        const all = new Map<string, Message>()
        for (const catalog of await getCatalogs(config)) {
          const origins = await catalog.read(locale)
          const { messages: translations } = await catalog.getTranslations(locale, {
            fallbackLocales: config.fallbackLocales || {},
            sourceLocale: config.sourceLocale ?? '',
          })
          for (const [id, translation] of Object.entries(translations)) {
            const files = (origins?.[id]?.origin ?? []).map(([file]) => file)
            all.set(id, { translation, files: [...(all.get(id)?.files ?? []), ...files] })
          }
        }
        return all
      })()
      messages.set(locale, read)
    }
    return read
  }

  /** The messages a source file shows, as the extractor finds them (cached until the file changes). */
  const extracted = new Map<string, { mtime: number; messages: Array<{ id: string; message: string }> }>()
  async function messagesIn(file: string): Promise<Array<{ id: string; message: string }>> {
    const absolute = resolve(root, file)
    const mtime = statSync(absolute).mtimeMs
    const cached = extracted.get(file)
    if (cached?.mtime === mtime) return cached.messages
    const messages: Array<{ id: string; message: string }> = []
    await extractor.extract(absolute, readFileSync(absolute, 'utf8'), ({ id, message }) => messages.push({ id, message: message ?? id }), {
      linguiConfig: config,
    })
    extracted.set(file, { mtime, messages })
    return messages
  }

  /** The namespace (PO file) a source file's messages belong to: the catalogue whose folders hold it. */
  async function namespaceOf(file: string): Promise<string> {
    for (const catalog of await getCatalogs(config)) {
      // Lingui gives the folders relative to the config's folder (`src/layout/`), the PO files' folder absolute.
      const folder = (path: string) => (isAbsolute(path) ? relative(root, path) : path).replace(/\/+$/, '')
      const within = (paths: string[]) => paths.some((path) => file === folder(path) || file.startsWith(`${folder(path)}/`))
      if (within(catalog.include) && !within(catalog.exclude)) return catalog.path.split('/').pop() ?? catalog.path
    }
    return '(no namespace: add its folder to lingui.config.ts)'
  }

  return {
    modulesOf,
    /**
     * Development's translation debug mode: every message a module shows that the language's
     * catalogues lack, deleted from them (or never extracted) or left untranslated, with its id,
     * its English text and its namespace.
     */
    async untranslated(module: string, locale: string): Promise<Array<{ id: string; message: string; namespace: string; file: string }>> {
      const known = await read(locale)
      const sourceLocale = config.sourceLocale ?? 'en'
      const raw = new Map<string, string>()
      for (const catalog of await getCatalogs(config)) {
        for (const [id, entry] of Object.entries((await catalog.read(locale)) ?? {})) raw.set(id, entry.translation ?? '')
      }
      const found: Array<{ id: string; message: string; namespace: string; file: string }> = []
      for (const file of modulesOf(module)) {
        for (const { id, message } of await messagesIn(file)) {
          const missing = !known.has(id) || (locale !== sourceLocale && !raw.get(id))
          if (missing && !found.some((entry) => entry.id === id)) found.push({ id, message, namespace: await namespaceOf(file), file })
        }
      }
      return found
    },
    /** The PO files of a language. */
    poFiles: async (locale: string) => (await getCatalogs(config)).map((catalog) => `${catalog.path.replace('{locale}', locale)}.po`),
    /** The messages (id → translation) a module shows, beyond the shell's unless it is the shell. */
    async messagesOf(module: string, locale: string): Promise<Record<string, string>> {
      const files = modulesOf(module)
      const shell = module === SHELL_MODULE ? new Set<string>() : modulesOf(SHELL_MODULE)
      const shown: Record<string, string> = {}
      for (const [id, message] of await read(locale)) {
        if (message.files.some((file) => files.has(file)) && !message.files.some((file) => shell.has(file))) shown[id] = message.translation
      }
      return shown
    },
  }
}

export interface ModuleMessagesOptions {
  /**
   * Development only (`npm run dev -- --pseudo`): English pages show Lingui's pseudo-localisation
   * of their messages (accented, lengthened), so text that is not in the catalogues stands out
   * plain, and layouts that break when text grows show it.
   */
  pseudo?: boolean
}

/** One line a translator can act on: the message's id, its English text and the PO file it belongs in. */
export const untranslatedReport = (
  locale: string,
  module: string,
  entries: Array<{ id: string; message: string; namespace: string; file: string }>,
) =>
  `Translation debug: ${entries.length} message${entries.length === 1 ? '' : 's'} of ${module} missing from the ${locale} catalogues:\n` +
  entries
    .map(({ id, message, namespace, file }) => `  - ${id} "${message}" (namespace ${namespace}: locales/${locale}/${namespace}.po; shown by ${file})`)
    .join('\n') +
  '\nRun "npm run i18n:extract", then translate the empty msgstr entries.'

export function moduleMessagesPlugin({ pseudo = false }: ModuleMessagesOptions = {}): Plugin {
  let root = process.cwd()
  let catalogues: ReturnType<typeof moduleCatalogues> | undefined
  let server: ViteDevServer | undefined
  const fresh = () => {
    catalogues = moduleCatalogues(root)
    return catalogues
  }
  return {
    name: 'module-messages',
    enforce: 'pre',
    // The project's root, where the Lingui config is: the module paths of the catalogues are
    // relative to it, also where Vite's own root is a folder below it (the component tests' playwright/).
    configResolved(config) {
      root = getConfig({ cwd: config.root }).rootDir ?? config.root
    },
    configureServer(devServer) {
      server = devServer
    },
    buildStart() {
      fresh()
    },
    // In development a changed PO file or import is read again.
    watchChange() {
      fresh()
    },
    async load(id) {
      const match = query.exec(id)
      if (!match?.[1]) return null
      const locale = match[1]
      const module = relative(root, id.replace(query, ''))
      const { modulesOf, messagesOf: shown, poFiles, untranslated } = catalogues ?? fresh()
      for (const file of [...modulesOf(module), ...(await poFiles(locale))]) this.addWatchFile(resolve(root, file))
      // Translation debug mode (development): a missing message is named loudly, in the terminal and the overlay.
      if (server) {
        const missing = await untranslated(module, locale)
        if (missing.length) {
          const report = untranslatedReport(locale, module, missing)
          server.config.logger.error(report)
          server.ws.send({ type: 'error', err: { message: report, stack: '', plugin: 'module-messages', id: module } })
        }
      }
      const { source, errors } = createCompiledCatalog(locale, await shown(module, locale), {
        namespace: 'es',
        ...(pseudo && server ? { pseudoLocale: 'en' } : {}),
      })
      if (errors.length) throw new Error(`The ${locale} messages of ${module} do not compile: ${errors.map((error) => error.id).join(', ')}`)
      return { code: source, moduleType: 'js' }
    },
  }
}
