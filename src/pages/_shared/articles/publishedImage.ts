import { config } from '#src/config'
import type { PublishedImage } from '#src/layout/Page/StructuredData'
import { fallbackFile, type Picture } from '#src/types/picture'

// Beside the article page, its only user: StructuredData's chunk is on every page's first load.
/**
 * A picture's address for structured data and social tags: the build's own file on SITE_URL
 * (the largest, in the source's format, which every reader of these tags decodes) when the build
 * made one; otherwise its source, made absolute on SITE_URL when it is a path of the site. Only a
 * picture the build kept at its URL (a vector, a failed download) or an article published after
 * the build names the dashboard's origin.
 */
export function publishedImage({ src, variants }: Picture): PublishedImage {
  if (variants) return { url: `${config.siteUrl}${fallbackFile(variants)}`, width: variants.width, height: variants.height }
  return { url: src.startsWith('/') && !src.startsWith('//') ? `${config.siteUrl}${src}` : src }
}
