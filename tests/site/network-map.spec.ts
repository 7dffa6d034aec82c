import { expect } from '@playwright/test'
import { languages } from '../support/site'
import { test } from '../support/sweep'

// The Find us map as a visitor sees it: the city names never cover a marker or each other and
// stay inside the map, in both languages, on a phone and on a desktop.

interface Box {
  name: string
  left: number
  top: number
  right: number
  bottom: number
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

for (const { locale, prefix } of languages) {
  for (const width of [390, 1440]) {
    test(`the map's names cover no marker and no other name, inside the map, at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${prefix}/find-us`)
      const map = page.locator('[role="img"]:has([data-marker])')
      await map.scrollIntoViewIfNeeded()
      const boxes = await map.evaluate((element) => {
        const box = (name: string, rect: DOMRect) => ({ name, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })
        return {
          map: box('map', element.getBoundingClientRect()),
          markers: Array.from(element.querySelectorAll('[data-marker]')).map((marker) =>
            box(marker.getAttribute('data-marker')!, marker.getBoundingClientRect()),
          ),
          labels: Array.from(element.querySelectorAll('[data-label]')).map((label) =>
            box(label.getAttribute('data-label')!, label.getBoundingClientRect()),
          ),
        }
      })
      expect(boxes.markers).toHaveLength(9)
      expect(boxes.labels.map(({ name }) => name)).toEqual(['riyadh', 'jeddah', 'dammam'])
      for (const label of boxes.labels) {
        expect(label.right - label.left, label.name).toBeGreaterThan(10)
        const inside =
          label.left >= boxes.map.left && label.top >= boxes.map.top && label.right <= boxes.map.right && label.bottom <= boxes.map.bottom
        expect(inside, `${label.name} inside the map`).toBe(true)
        for (const marker of boxes.markers) expect(overlap(label, marker), `${label.name}'s name over the ${marker.name} marker`).toBe(false)
        for (const other of boxes.labels) if (other !== label) expect(overlap(label, other), `${label.name} over ${other.name}`).toBe(false)
      }
    })
  }
}
