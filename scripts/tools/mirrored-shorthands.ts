/**
 * A stylelint rule for what csstools/use-logical lets through: a box shorthand whose left and
 * right sides differ (`margin: 0 1rem 0 0`, `border-radius: 4px 0 0 4px`). Its sides do not
 * turn round on an Arabic page; `margin-block` and `margin-inline: 0 1rem` (or the
 * `border-start-start-radius` family) do. Shorthands the same on both sides pass.
 */
import stylelint from 'stylelint'

export const ruleName = 'wahat/mirrored-shorthands'
const messages = stylelint.utils.ruleMessages(ruleName, {
  rejected: (property: string, value: string) =>
    `"${property}: ${value}" sets left and right apart: write it as logical properties (${
      property === 'border-radius' ? 'border-start-start-radius…' : `${property}-block and ${property}-inline`
    }).`,
})

/** Shorthands of four sides, written top, right, bottom, left (CSS Box Model 3, §"margin"). */
const sides = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding', 'border-width', 'border-style', 'border-color'])

/** The words of a value, with a function call (var(…), calc(…)) kept as one word. */
function words(value: string): string[] {
  const found: string[] = []
  let depth = 0
  let word = ''
  for (const char of value.trim()) {
    if (/\s/.test(char) && depth === 0) {
      if (word) found.push(word)
      word = ''
      continue
    }
    if (char === '(') depth++
    if (char === ')') depth--
    word += char
  }
  if (word) found.push(word)
  return found
}

/** Whether the values, written as CSS expands one to four of them, differ between left and right. */
function sidesDiffer(values: string[]): boolean {
  // top right bottom left: only a fourth value can make left other than right.
  return values.length === 4 && values[1] !== values[3]
}

/** Whether the corners (top-left, top-right, bottom-right, bottom-left as CSS expands them) differ when mirrored. */
function cornersDiffer(values: string[]): boolean {
  const [a, b = a, c = a, d = b] = values
  // Mirrored, top-left trades with top-right and bottom-left with bottom-right.
  return a !== b || c !== d
}

function isMirrored(property: string, value: string): boolean {
  if (sides.has(property)) return sidesDiffer(words(value))
  if (property === 'border-radius') return value.split('/').some((radii) => cornersDiffer(words(radii)))
  return false
}

const rule: stylelint.Rule = (enabled) => (root, result) => {
  if (!enabled) return
  root.walkDecls((decl) => {
    const property = decl.prop.toLowerCase()
    if (!isMirrored(property, decl.value)) return
    stylelint.utils.report({ ruleName, result, node: decl, message: messages.rejected(property, decl.value) })
  })
}
rule.ruleName = ruleName
rule.messages = messages

export const mirroredShorthands = stylelint.createPlugin(ruleName, rule)
