/**
 * What react-helmet-async does in the browser, in the browser bundle only: vite.config.ts points
 * the package here for the client build. The server render keeps the real package, which
 * writes each page's head tags into its HTML.
 *
 * vite-react-ssg wraps the app in `HelmetProvider`, and its `Head` is `Helmet`. Once a page is
 * hydrated, all that is left to do is to keep the document in step when the router shows
 * another page: the title, `<html lang dir>`, and the meta, link and script tags of every `Head`
 * on the page (Page's, and an article's JSON-LD). The package does that, and much more that
 * this site does not use, in 6 KB of the 110 KB first-load budget (gzip).
 *
 * Pages write their head with src/components/Head, whose props are exactly what this supports;
 * the development server uses this too (vite.config.ts), so what works there works in the build.
 */
import { Children, isValidElement, useLayoutEffect, useState, type ReactNode } from 'react'
import type { HeadProps as HelmetProps } from '#src/components/Head/Head'

// Mounted `Head`s in mount order; the last title wins, as with the package.
const heads = new Map<object, HelmetProps>()
let pending = false

/** Replaces the head tags a `Head` wrote (marked `data-rh`, as the server render marks them) by the current ones. */
function writeHead() {
  pending = false
  for (const old of document.head.querySelectorAll('[data-rh]')) old.remove()
  let title: string | undefined
  for (const { htmlAttributes, children } of heads.values()) {
    if (htmlAttributes) for (const [name, value] of Object.entries(htmlAttributes)) document.documentElement.setAttribute(name, value)
    Children.forEach(children, (child) => {
      if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') return
      const { children: content, ...attributes } = child.props
      if (child.type === 'title') {
        title = Children.toArray(content as ReactNode).join('')
        return
      }
      const tag = document.createElement(child.type)
      for (const [name, value] of Object.entries(attributes)) if (value != null) tag.setAttribute(name.toLowerCase(), String(value))
      if (content != null) tag.textContent = String(content)
      tag.setAttribute('data-rh', 'true')
      document.head.append(tag)
    })
  }
  if (title !== undefined) document.title = title
}

// A navigation unmounts one page's heads and mounts the next one's in the same commit: the
// head is written once, after all of them.
function scheduleWrite() {
  if (!pending) queueMicrotask(writeHead)
  pending = true
}

export function Helmet(props: HelmetProps) {
  // A stable key of this instance in `heads`.
  const [self] = useState(() => ({}))
  useLayoutEffect(
    () => () => {
      heads.delete(self)
      scheduleWrite()
    },
    [self],
  )
  useLayoutEffect(() => {
    heads.set(self, props)
    scheduleWrite()
  })
  return null
}

export function HelmetProvider({ children }: { children?: ReactNode }) {
  return children
}
