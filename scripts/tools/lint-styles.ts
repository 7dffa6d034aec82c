/**
 * `npm run lint:styles`: the styles as the browser gets them, checked for physical directions
 * (decision 0004: RTL by construction). Each .css.ts file is compiled by vanilla-extract's own
 * compiler, the one its Vite plugin runs, and the CSS it emits goes through stylelint: a
 * shorthand, a computed key, a value typed `as const` or a helper that returns a style all arrive
 * as the declarations they become. Inline `style` objects in TSX are ESLint's (eslint.config.js).
 *
 * `lint:styles [files…]` checks the files named (a test plants one), or every src/**\/*.css.ts.
 */
import { readdirSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { createCompiler } from '@vanilla-extract/compiler'
import stylelint from 'stylelint'
import useLogical from 'stylelint-use-logical'
import { mirroredShorthands, ruleName as mirroredShorthandsRule } from './mirrored-shorthands.ts'

const root = resolve(import.meta.dirname, '..', '..')

const config: stylelint.Config = {
  plugins: [useLogical, mirroredShorthands],
  rules: {
    // Longhands, inset sides, sizes and the left/right keywords of text-align, float and clear.
    'csstools/use-logical': 'always',
    // What that rule lets through: a shorthand whose left and right sides differ.
    [mirroredShorthandsRule]: true,
  },
}

/** The CSS each file compiles to, keyed by its path from the repository's root. */
async function compiledCss(files: string[]): Promise<Map<string, string>> {
  const compiler = createCompiler({
    root,
    enableFileWatcher: false,
    // The site's `#src/…` imports, as vite.config.ts resolves them.
    viteConfig: { resolve: { tsconfigPaths: true }, logLevel: 'warn' },
  })
  try {
    const css = new Map<string, string>()
    for (const file of files) {
      await compiler.processVanillaFile(file)
      css.set(relative(root, file), compiler.getCssForFile(file).css)
    }
    return css
  } finally {
    await compiler.close()
  }
}

const named = process.argv.slice(2).map((file) => resolve(file))
const files =
  named.length > 0
    ? named
    : readdirSync(resolve(root, 'src'), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css.ts'))
        .map((file) => resolve(root, 'src', file))

let problems = 0
for (const [file, code] of await compiledCss(files)) {
  const { results } = await stylelint.lint({ code, codeFilename: `${file}.css`, config, configBasedir: root })
  for (const warning of results.flatMap((result) => result.warnings)) {
    problems++
    // The line is the emitted CSS's; its selector (debug ids name the file and the export) finds the source.
    const selector = code
      .split('\n')
      .slice(0, warning.line)
      .findLast((line) => line.includes('{'))
      ?.replace('{', '')
      .trim()
    console.error(`${file}: ${selector ?? '?'}: ${warning.text}`)
  }
}
if (problems > 0) {
  console.error(`\n${problems} physical direction${problems === 1 ? '' : 's'} in the compiled styles: use the logical property or value.`)
  process.exitCode = 1
}
