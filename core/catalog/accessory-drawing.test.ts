import { describe, expect, it } from 'vitest'
import { shopCategories } from '#config/shop.ts'
import {
  accessoryDrawingSvg,
  accessoryDrawings,
  accessoryPicturePath,
  colourSlug,
} from './accessory-drawing.ts'

describe('accessory drawings', () => {
  it('has a drawing for every shop category', () => {
    for (const category of shopCategories) expect(accessoryDrawings[category.slug]?.length).toBeGreaterThan(0)
  })

  it.each([
    ['#1F2A44', '1f2a44'],
    ['#f4f1ea', 'f4f1ea'],
    ['red', null],
    ['#fff', null],
    ['#1f2a44"/><script>', null],
    [null, null],
  ])('takes %s as the colour %s of a file name', (colour, slug) => {
    expect(colourSlug(colour)).toBe(slug)
  })

  it('names the picture by category and colour', () => {
    expect(accessoryPicturePath('krawatten', '#1f2a44')).toBe('/media/accessories/krawatten-1f2a44.png')
    expect(accessoryPicturePath('einstecktuecher', null)).toBe('/media/accessories/einstecktuecher.png')
  })

  it('draws the category filled in the colour, and nothing for an unknown category', () => {
    const svg = accessoryDrawingSvg('fliegen', '#6d1f2f') ?? ''
    expect(svg).toContain('fill="#6d1f2f"')
    expect(svg.match(/<path /g)).toHaveLength(3)
    expect(svg).toContain('<rect x="52" y="50" width="16" height="20" rx="3"/>')
    expect(accessoryDrawingSvg('fliegen', null)).toContain('fill="none"')
    expect(accessoryDrawingSvg('hosen', '#000000')).toBeNull()
  })
})
