import type { ReactNode } from 'react'
import { Head as PageHead } from 'vite-react-ssg'

/**
 * All a page may put in its head, and exactly what the browser's stand-in for react-helmet-async
 * (src/layout/Page/browserHelmet.tsx) keeps in step after a navigation: the document's language
 * and direction, and `<title>`, `<meta>`, `<link>` and `<script>` children whose attribute names
 * are their HTML names lower-cased (`hrefLang`). The server render writes them into the page.
 */
export interface HeadProps {
  htmlAttributes?: { lang: string; dir: 'ltr' | 'rtl' }
  children?: ReactNode
}

export function Head({ htmlAttributes, children }: HeadProps) {
  return <PageHead {...(htmlAttributes ? { htmlAttributes } : {})}>{children}</PageHead>
}
