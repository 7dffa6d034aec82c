/**
 * Runs in the page: the icons (src/components/Icon: an empty `<svg>` painted in the text's colour
 * through its glyph as a CSS mask) that the engine would not draw, by name: no mask image, or no
 * colour to paint through it (or a note that the page has none). Serialised into the page, so it stands alone.
 */
export function unpaintedIcons(): string[] {
  const icons = [...document.querySelectorAll('[data-icon]')]
  // Every page's header has icons: none at all is a page that did not render, not one that passed.
  if (icons.length === 0) return ['(no icon on the page)']
  return icons
    .filter((icon) => {
      const style = getComputedStyle(icon)
      return !style.maskImage.startsWith('url(') || style.backgroundColor === 'rgba(0, 0, 0, 0)'
    })
    .map((icon) => icon.getAttribute('data-icon') ?? '?')
}
