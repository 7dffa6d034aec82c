/**
 * Which hosts a record's image may come from, one rule for the build and the browser
 * (docs/decisions/0045-one-normalisation-and-the-builds-own-scripts.md): the dashboard's own
 * origin and the hosts of IMAGE_HOSTS. The build downloads only from these
 * (scripts/export/image-download.ts adds what a download needs besides: public addresses only,
 * redirects checked, a cap on bytes); an article published after the build, loaded in the
 * browser, cannot download, so any other URL is the placeholder there too, as the build made it.
 */
import type { PrepareImage } from '#src/types/picture'

export interface ImageSources {
  /** The dashboard's origin (`http://127.0.0.1:4010`): its images are fetched wherever it is. */
  dashboardOrigin: string | null
  /** IMAGE_HOSTS, as src/config.ts reads it: `host` (its scheme's default port) or `host:port`, lower case. */
  hosts: readonly string[]
}

/** Why the site will not take an image from `url`, or null when it may. */
export function refusal(url: URL, sources: ImageSources): string | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${url.protocol} is not http(s)`
  if (url.username || url.password) return 'a URL with credentials'
  if (url.origin === sources.dashboardOrigin) return null
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  const named = sources.hosts.some((entry) => {
    const [host, entryPort] = entry.split(/:(?=\d+$)/)
    return host === url.hostname && (entryPort === undefined ? !url.port : entryPort === port)
  })
  return named ? null : `${url.host} is neither the dashboard's origin nor a host of IMAGE_HOSTS`
}

/**
 * What becomes of an image where nothing is downloaded (the browser, the development server):
 * the rule above alone. A URL it refuses is 'refused', so the placeholder is shown as in a
 * build; any other keeps its URL ('original'), as the site's own files do.
 */
export function withoutDownloads(sources: ImageSources): PrepareImage {
  const own = (src: string) => src.startsWith('/') && !src.startsWith('//')
  return async (src) => (own(src) || (URL.canParse(src) && !refusal(new URL(src), sources)) ? 'original' : 'refused')
}
