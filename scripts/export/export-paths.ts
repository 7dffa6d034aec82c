/**
 * Every route the build pre-renders becomes a file name (`/ar/news/3` → `ar/news/3.html`) and a
 * loader-data file. Article routes carry dashboard ids, which the client checks (positive
 * integers); this is the last gate before the file system, for every route whatever its origin:
 * plain segments of letters, digits, `-` and `_`, nothing that can climb out of the export
 * (`..`), name a folder (`a/`), hide in a query (`?q`) or exceed a file name's length.
 */
const SEGMENT = /^[A-Za-z0-9_-]{1,100}$/

export function assertExportPath(path: string): string {
  const segments = path === '/' ? [] : path.replace(/^\//, '').split('/')
  if (!path.startsWith('/') || segments.some((segment) => !SEGMENT.test(segment))) {
    throw new Error(
      `Refusing to pre-render ${JSON.stringify(path)}: a route becomes a file, and this one is not made of plain path segments ([A-Za-z0-9_-], at most 100 characters each)`,
    )
  }
  return path
}
