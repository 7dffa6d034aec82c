/**
 * A calendar read as RFC 5545 §3.1 writes one, line by line and strictly, as the tests read the
 * build's `.ics` files beside ical.js: a reader that splits lines at any line break, or trusts
 * every line to be a content line, must see the same calendar ical.js sees.
 */

/** The problems of `text` as RFC 5545 §3.1 reads a calendar, line by line, strictly: none when it is one. */
export function strictCalendarProblems(text: string): string[] {
  const problems: string[] = []
  if (!text.endsWith('\r\n')) problems.push('the last line does not end in CRLF')
  const physical = text.slice(0, -2).split('\r\n')
  const logical: string[] = []
  for (const [index, line] of physical.entries()) {
    if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} holds a CR or LF that ends no line: ${JSON.stringify(line)}`)
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    if (/[\u0000-\u0008\u000A-\u001F\u007F]/.test(line)) problems.push(`line ${index + 1} holds a control character: ${JSON.stringify(line)}`)
    if (Buffer.byteLength(line) > 75) problems.push(`line ${index + 1} is longer than 75 octets`)
    // A folded line starts with one space or tab, and continues the line before it.
    if (/^[ \t]/.test(line)) {
      if (!logical.length) problems.push('the first line is a continuation')
      logical[logical.length - 1] += line.slice(1)
    } else logical.push(line)
  }
  // contentline = name *(";" param) ":" value; a param value is text without ";:,\"" or a quoted string.
  const paramValue = '(?:[^";:,\u0000-\u0008\u000A-\u001F\u007F]*|"[^"\u0000-\u0008\u000A-\u001F\u007F]*")'
  const contentLine = new RegExp(`^[A-Za-z0-9-]+(?:;[A-Za-z0-9-]+=${paramValue}(?:,${paramValue})*)*:[^\u0000-\u0008\u000A-\u001F\u007F]*$`)
  const open: string[] = []
  for (const line of logical) {
    if (!contentLine.test(line)) problems.push(`not a content line: ${JSON.stringify(line)}`)
    const [, edge, component] = /^(BEGIN|END):(.*)$/.exec(line) ?? []
    if (edge === 'BEGIN') open.push(component!)
    if (edge === 'END' && open.pop() !== component) problems.push(`END:${component} closes no BEGIN:${component}`)
  }
  if (open.length) problems.push(`${open.join(', ')} never ends`)
  return problems
}

/** The components of a strictly read calendar, in order ("VCALENDAR", "VTIMEZONE", ...). */
export const calendarComponents = (text: string) => [...text.replace(/\r\n[ \t]/g, '').matchAll(/^BEGIN:(.*)$/gm)].map(([, name]) => name)
