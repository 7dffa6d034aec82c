/**
 * Runs in the page: the icons (src/components/Icon: an empty `<svg>` painted in the text's colour
 * through its glyph as a CSS mask) that the engine would not draw, by name: no mask image, or no
 * colour to paint through it. Serialised into the page, so it stands alone.
 */
export function unpaintedIcons(): string[] {
  return [...document.querySelectorAll('[data-icon]')]
    .filter((icon) => {
      const style = getComputedStyle(icon)
      return !style.maskImage.startsWith('url(') || style.backgroundColor === 'rgba(0, 0, 0, 0)'
    })
    .map((icon) => icon.getAttribute('data-icon') ?? '?')
}
