declare const sanitised: unique symbol

/**
 * HTML that went through the data layer's sanitiser (src/api/sanitize.ts). Only that module
 * makes one, and components/SafeHtml renders nothing else, so dashboard HTML cannot reach
 * `dangerouslySetInnerHTML` unsanitised. It is a string at run time: it survives the loader
 * data's JSON unchanged.
 */
export type SanitizedHtml = string & { readonly [sanitised]: true }
