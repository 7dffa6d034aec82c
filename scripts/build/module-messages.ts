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
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import ts from 'typescript'
import type { Plugin } from 'vite'

/** The module that is the shell: its catalogue is loaded with every page. */
export const SHELL_MODULE = 'src/routes.tsx'

const query = /\?messages=([a-z]+)$/

/** A module's catalogue in one language: the import specifier suffix, and the client manifest's key. */
export const messagesOf = (module: string, locale: string) => `${module}?messages=${locale}`

/** The source modules a module imports itself (type-only and dynamic imports left out). */
function directImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
  const imports: string[] = []
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) || (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        ? statement.moduleSpecifier
        : undefined
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue
    const base = resolve(dirname(file), specifier.text)
    // A relative import is a source module (`./Page.css` is Page.css.ts) or a data file, which has no messages.
    const module = [`${base}.ts`, `${base}.tsx`, base].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
    if (module) imports.push(module)
    else if (!existsSync(base)) throw new Error(`Cannot resolve ${specifier.text} from ${file}`)
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

  return {
    modulesOf,
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

export function moduleMessagesPlugin(): Plugin {
  let root = process.cwd()
  let catalogues: ReturnType<typeof moduleCatalogues> | undefined
  const fresh = () => {
    catalogues = moduleCatalogues(root)
    return catalogues
  }
  return {
    name: 'module-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root
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
      const { modulesOf, messagesOf: shown, poFiles } = catalogues ?? fresh()
      for (const file of [...modulesOf(module), ...(await poFiles(locale))]) this.addWatchFile(resolve(root, file))
      const { source, errors } = createCompiledCatalog(locale, await shown(module, locale), { namespace: 'es' })
      if (errors.length) throw new Error(`The ${locale} messages of ${module} do not compile: ${errors.map((error) => error.id).join(', ')}`)
      return { code: source, moduleType: 'js' }
    },
  }
}
