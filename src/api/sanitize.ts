import type { Config, WindowLike } from 'dompurify'
import { config } from '#src/config'
import type { SanitizedHtml } from '#src/types/html'
import { fallbackFile, variantSrcset, type PrepareImage } from '#src/types/picture'
import { imagePreparation } from './buildProcess'
import { withoutDownloads } from './imageSources'
import placeholderImage from './placeholder-image.json'

/**
 * The one sanitiser of dashboard HTML (article introductions and bodies). Built on DOMPurify
 * with HTML only (no SVG or MathML, the home of mutation XSS), no forms, frames, plugins,
 * styles, `<base>` or `<meta>`, ids and names prefixed, and URLs limited to http(s), mailto, tel
 * and relative ones.
 * Links to other hosts open in a new tab without access to this page; relative image paths
 * are files on the dashboard host. In a build, images go through the build's image pipeline as
 * hero images do (scripts/export/images.ts: the same origin allowlist, byte cap and widths), so a
 * pre-rendered article's body shows the site's own files.
 */
const options: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'base',
    'meta',
    'link',
    'object',
    'embed',
    'iframe',
    'frame',
    'frameset',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'template',
    'noscript',
    'dialog',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'srcset', 'action', 'formaction', 'target', 'ping'],
  ALLOW_DATA_ATTR: false,
  // Ids and names of dashboard HTML get a `user-content-` prefix, as GitHub does: an article body
  // then cannot shadow an element of the page (the router's data) or a global of the framework
  // (`<a id="__VITE_REACT_SSG_STATIC_LOADER_DATA__">` would become the window property the
  // hydrating router reads its pages' data from).
  SANITIZE_NAMED_PROPS: true,
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
}

/** DOMPurify's prefix for ids and names (SANITIZE_NAMED_PROPS). */
const NAMED_PROPS_PREFIX = 'user-content-'

interface SanitizerOptions {
  /** This site's origin: links elsewhere open in a new tab. */
  siteUrl: string
  /** The dashboard's origin, for image paths in article bodies. */
  assetUrl: string | null
}

type Sanitize = (html: string) => SanitizedHtml

/** DOMPurify on `window` with the site's hooks. */
async function configuredPurify(window: WindowLike, { siteUrl, assetUrl }: SanitizerOptions) {
  const { default: createDOMPurify } = await import('dompurify')
  const purify = createDOMPurify(window)
  const siteOrigin = new URL(siteUrl).origin
  purify.addHook('afterSanitizeAttributes', (node) => {
    // In-page links follow their target's prefixed id.
    const href = node.getAttribute('href')
    if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
      node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`)
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      let external = false
      try {
        const target = new URL(node.getAttribute('href') ?? '', siteUrl)
        external = /^https?:$/.test(target.protocol) && target.origin !== siteOrigin
      } catch {
        external = false
      }
      if (external) {
        node.setAttribute('target', '_blank')
        node.setAttribute('rel', 'noopener noreferrer')
      }
    }
    if (node.nodeName === 'IMG') {
      const src = node.getAttribute('src') ?? ''
      if (assetUrl && src.startsWith('/') && !src.startsWith('//')) node.setAttribute('src', `${assetUrl}${src}`)
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    }
  })
  return purify
}

// DOMPurify is imported on first use: pre-rendered articles were sanitised at build time, so in
// the browser only an article published after the build (loaded by its section's shell) needs it.
export async function createSanitizer(window: WindowLike, site: SanitizerOptions): Promise<Sanitize> {
  const purify = await configuredPurify(window, site)
  return (html) => purify.sanitize(html, { ...options, RETURN_TRUSTED_TYPE: false }) as SanitizedHtml
}

/** How wide a body image is drawn: the prose column (SafeHtml.css.ts, 70ch) at most. */
const BODY_IMAGE_SIZES = 'min(calc(100vw - 3rem), 45rem)'

/**
 * The site's sanitiser: as createSanitizer, then each image of the clean tree as `prepare` makes
 * it. In a build, the build's files (a <picture> with AVIF and WebP at the layout's widths, the
 * source's format as the fallback); where nothing is downloaded (the browser, the development
 * server), `withoutDownloads` (./imageSources.ts). An image refused shows the placeholder
 * (decisions 0029, 0045); one kept (a vector, a failed download, an allowed host in the browser)
 * stays at its URL. The tree is rewritten before it is serialised, once: the markup added is the
 * site's own, never the dashboard's.
 */
export async function createBuildSanitizer(
  window: WindowLike,
  site: SanitizerOptions,
  prepare: PrepareImage,
): Promise<(html: string) => Promise<SanitizedHtml>> {
  const purify = await configuredPurify(window, site)
  const { document } = window as unknown as Window
  return async (html) => {
    const fragment = purify.sanitize(html, { ...options, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null
    // No body to parse into (a frameset document): nothing, as the string form answers ''.
    if (!fragment) return '' as SanitizedHtml
    for (const image of [...fragment.querySelectorAll('img')]) {
      const src = image.getAttribute('src') ?? ''
      // data: images are already in the page; other schemes were removed by DOMPurify.
      if (!/^(https?:|\/(?!\/))/i.test(src)) continue
      let prepared = await prepare(src)
      if (prepared === 'refused') {
        // The placeholder's own file where no files are made (the browser), else the build's.
        image.setAttribute('src', placeholderImage.src)
        prepared = await prepare(placeholderImage.src)
      }
      if (typeof prepared !== 'object') continue
      const picture = document.createElement('picture')
      for (const format of ['avif', 'webp']) {
        const source = document.createElement('source')
        source.setAttribute('type', `image/${format}`)
        source.setAttribute('srcset', variantSrcset(prepared, format))
        source.setAttribute('sizes', BODY_IMAGE_SIZES)
        picture.append(source)
      }
      image.setAttribute('src', fallbackFile(prepared))
      // The editor's own size wins; otherwise the file's reserves the space before it arrives.
      if (!image.hasAttribute('width') && !image.hasAttribute('height')) {
        image.setAttribute('width', String(prepared.width))
        image.setAttribute('height', String(prepared.height))
      }
      image.replaceWith(picture)
      picture.append(image)
    }
    const holder = document.createElement('div')
    holder.append(fragment)
    return holder.innerHTML as SanitizedHtml
  }
}

/** A sanitiser on a window of its own, and how to let the window go. */
export interface SanitizerWindow {
  sanitize: (html: string) => SanitizedHtml | Promise<SanitizedHtml>
  close: () => void
}

/**
 * Shares sanitisers among calls, taking a fresh one (`open`) every `usesPerWindow` calls. The
 * window in use is taken before the first await, so calls that arrive while one is being opened
 * wait for that one instead of each opening its own; a retired one closes once the calls already
 * using it are done (pages render concurrently).
 */
export function rotatingSanitizer(open: () => Promise<SanitizerWindow>, usesPerWindow: number): (html: string) => Promise<SanitizedHtml> {
  interface InUse {
    opened: Promise<SanitizerWindow>
    uses: number
    inFlight: number
    retired: boolean
  }
  let current: InUse | undefined
  return async (html) => {
    const inUse = (current ??= { opened: open(), uses: 0, inFlight: 0, retired: false })
    inUse.uses += 1
    inUse.inFlight += 1
    if (inUse.uses >= usesPerWindow) {
      inUse.retired = true
      current = undefined
    }
    try {
      // Awaited here, so the window stays open until a build's sanitiser has prepared its images.
      return await (await inUse.opened).sanitize(html)
    } finally {
      inUse.inFlight -= 1
      if (inUse.retired && inUse.inFlight === 0) void inUse.opened.then((window) => window.close())
    }
  }
}

// Every document DOMPurify parses adds jsdom listeners to its window that stay, and each new
// listener is compared with all the earlier ones: one window for a whole build made each
// article slower to sanitise than the last (quadratic; minutes for 1,000 articles in two
// languages). The server takes a fresh window every so many calls; closing one drops its listeners.
const SERVER_WINDOW_USES = 100

/**
 * Sanitises dashboard HTML with the site's configuration: with a jsdom window at build time,
 * with the browser's own for an article loaded in the browser; one configuration for both.
 */
export const sanitizeHtml = rotatingSanitizer(
  async () => {
    // jsdom is loaded only on the server, where it is a package of node_modules. Left to Node
    // (`@vite-ignore`): a browser bundle built without the site's dead-branch removal (the
    // component tests', Storybook's) would otherwise carry all of jsdom, which it never runs.
    const window = import.meta.env.SSR ? new (await import(/* @vite-ignore */ 'jsdom')).JSDOM('').window : globalThis.window
    const options = { siteUrl: config.siteUrl, assetUrl: config.dashboardUrl }
    // In a build (scripts/build.ts registers its image pipeline), body images become the site's
    // files; elsewhere the build's rule for hosts alone decides which keep their URL (decision 0045).
    // Asked at each image, not when the window opens: windows are shared among calls.
    const sources = { dashboardOrigin: config.dashboardUrl && new URL(config.dashboardUrl).origin, hosts: config.imageHosts }
    const prepare: PrepareImage = (src) => ((import.meta.env.SSR ? imagePreparation() : undefined) ?? withoutDownloads(sources))(src)
    return {
      sanitize: await createBuildSanitizer(window as unknown as WindowLike, options, prepare),
      close: () => {
        if (import.meta.env.SSR) window.close()
      },
    }
  },
  import.meta.env.SSR ? SERVER_WINDOW_USES : Infinity,
)
