import { describe, expect, it } from 'vitest'
import { assertExportPath } from './export-paths'

// The last gate before the file system: the client already refuses ids that are not positive
// integers (tooling/dashboard/dashboard-answers.test.ts), and whatever slips past it stops here.
describe('a pre-rendered route becomes a file only when it is plain path segments', () => {
  it('passes the routes of the site', () => {
    for (const path of ['/', '/about-us', '/ar/news/3', '/education-events/_shell', '/ar/404']) expect(assertExportPath(path)).toBe(path)
  })

  it.each(['/news/../index', '/news/../../x', '/news/a/', 'news/1', '/news/1?q=2', '/news/%2e%2e', `/news/${'7'.repeat(101)}`, '/news//1'])(
    'refuses %s',
    (path) => {
      expect(() => assertExportPath(path)).toThrow(/Refusing to pre-render/)
    },
  )
})
