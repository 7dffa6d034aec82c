/**
 * The third parties a page may load from, in one place: the components use these, and the
 * Content-Security-Policy (scripts/export/headers.ts) allows exactly these origins. No Lingui macros
 * here, so build scripts can import it.
 */

/** The scheduling widget's script, loaded once on the book-a-meeting page (docs/product.md "Dashboard calls"). */
export const SCHEDULER_SCRIPT_URL = 'https://assets.calendly.com/assets/external/widget.js'

/** Videos play from YouTube's privacy-enhanced host, loaded only when their pop-up opens. */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com'
