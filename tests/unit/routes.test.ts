import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import PO from 'pofile'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { namespaces as configured } from '../../lingui.config'
import { shellNamespaces } from '../../src/i18n/catalogs/load'

// Each route loads the catalogues of the namespaces it declares (src/routes.tsx), the language
// route those of the shell. A namespace too few shows message ids; one too many is downloaded
// for nothing. Checked here against what each page's modules import and what the PO files
// say each source file's messages are.

const root = resolve(__dirname, '../..')
const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)

/** The namespaces whose messages each source file has, from the PO files' references. */
const namespacesOfFile = new Map<string, Set<string>>()
for (const file of readdirSync(join(root, 'locales/en'))) {
  const namespace = file.replace(/\.po$/, '')
  for (const item of PO.parse(readFileSync(join(root, 'locales/en', file), 'utf8')).items) {
    for (const reference of item.references) {
      const source = reference.replace(/:\d+$/, '')
      namespacesOfFile.set(source, new Set([...(namespacesOfFile.get(source) ?? []), namespace]))
    }
  }
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  if (/\.json$/.test(base)) return null
  const found = [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate))
  if (!found) throw new Error(`Cannot resolve ${specifier} from ${from}`)
  return found
}

/** The files a module runs when it is loaded: its static imports, transitively (type-only imports and dynamic imports left out). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const statement of parse(file).statements) {
    const specifier =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) || (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        ? statement.moduleSpecifier
        : undefined
    if (specifier && ts.isStringLiteral(specifier)) {
      const imported = resolveImport(file, specifier.text)
      if (imported) staticClosure(imported, seen)
    }
  }
  return seen
}

function namespacesOf(files: Iterable<string>): string[] {
  return [...new Set([...files].flatMap((file) => [...(namespacesOfFile.get(relative(root, file)) ?? [])]))].sort()
}

/** The page routes of src/routes.tsx: path, declared namespaces and page module. */
function pageRoutes(): { path: string; declared: string[]; module: string }[] {
  const routesFile = join(root, 'src/routes.tsx')
  const table = parse(routesFile)
    .statements.filter(ts.isVariableStatement)
    .flatMap((statement) => statement.declarationList.declarations)
    .find((declaration) => declaration.name.getText() === 'pageRoutes')?.initializer
  if (!table || !ts.isArrayLiteralExpression(table)) throw new Error('No pageRoutes array in src/routes.tsx')
  return table.elements.map((element) => {
    const text = element.getText()
    const path = /path: '([^']+)'/.exec(text)?.[1] ?? '(index)'
    const declared = /namespaces: \[([^\]]*)\]/.exec(text)?.[1]?.match(/'[^']+'/g)?.map((name) => name.slice(1, -1)) ?? []
    const module = /import\('([^']+)'\)/.exec(text)?.[1]
    if (!module) throw new Error(`No page module for route ${path}`)
    return { path, declared: declared.sort(), module: resolveImport(routesFile, module) ?? '' }
  })
}

describe('the namespaces each route loads', () => {
  const routes = pageRoutes()

  it('finds every page route, and the messages of the files they import', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18)
    expect(namespacesOf(staticClosure(join(root, 'src/pages/about/AboutPage.tsx')))).toContain('about')
  })

  it.each(routes.map((route) => [route.path, route]))('%s declares exactly the page namespaces its modules use', (_path, route) => {
    const used = namespacesOf(staticClosure(route.module)).filter((namespace) => !shellNamespaces.includes(namespace as never))
    expect(route.declared).toEqual(used)
  })

  it('the shell loads every namespace the layout, the 404 page and the error page use', () => {
    const shell = namespacesOf(staticClosure(join(root, 'src/routes.tsx')))
    expect(shell.filter((namespace) => !shellNamespaces.includes(namespace as never))).toEqual([])
  })

  it('every namespace loaded is one of lingui.config.ts', () => {
    for (const namespace of [...shellNamespaces, ...routes.flatMap((route) => route.declared)]) expect(Object.keys(configured)).toContain(namespace)
  })
})
