/**
 * An image ready to render: absolute URL, alternative text, and its 32x32 blurred stand-in.
 * The API layer makes it from a record and BlurImage renders it, so it lives below both.
 */
export interface Picture {
  src: string
  alt: string
  /** data:image/png URI decoded from the BlurHash (or the placeholder's own). */
  placeholder: string
}
