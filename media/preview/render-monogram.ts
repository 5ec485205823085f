import type { PathCommand } from 'opentype.js'
import { darken, lighten, parseHex, toHex } from '../colour.ts'
import { loadFont, type MonogramFont } from '../fonts/load-font.ts'
import type { MonogramPlace } from './shapes-fasteners.ts'
import { svgDocument } from './svg.ts'

/**
 * The monogram as embroidery: the letters are turned into outlines with opentype.js (so no
 * system font and no SVG text are involved), filled in the thread colour with a fine satin sheen
 * and a shadow of raised thread.
 */
const num = (n: number) => (Math.round(n * 100) / 100).toString()

/**
 * Our own serialiser: opentype.js 2.0's toPathData(decimals) prints 'NaN' for values such as
 * -13.999999999999998, which silently cuts the rest of the path away.
 */
function pathData(commands: readonly PathCommand[]): string {
  return commands
    .map((c) => {
      switch (c.type) {
        case 'M':
        case 'L':
          return `${c.type}${num(c.x)} ${num(c.y)}`
        case 'Q':
          return `Q${num(c.x1)} ${num(c.y1)} ${num(c.x)} ${num(c.y)}`
        case 'C':
          return `C${num(c.x1)} ${num(c.y1)} ${num(c.x2)} ${num(c.y2)} ${num(c.x)} ${num(c.y)}`
        default:
          return 'Z'
      }
    })
    .join('')
}

export async function monogramSvg(
  text: string,
  style: MonogramFont,
  hex: string,
  place: MonogramPlace,
): Promise<Buffer> {
  const font = await loadFont(style)
  const capGlyph = font.charToGlyph('H')
  const capUnits = capGlyph.getBoundingBox().y2 || font.unitsPerEm * 0.7
  const size = (place.capHeight * font.unitsPerEm) / capUnits
  const tracking = style === 'script' ? 0 : size * 0.08
  const glyphs = [...text].map((c) => font.charToGlyph(c)).filter((g) => g.index > 0)
  let x = 0
  const parts: string[] = []
  glyphs.forEach((glyph, i) => {
    parts.push(pathData(glyph.getPath(x, 0, size).commands))
    const next = glyphs[i + 1]
    const kern = next ? font.getKerningValue(glyph, next) : 0
    x += ((glyph.advanceWidth ?? 0) + kern) * (size / font.unitsPerEm) + (next ? tracking : 0)
  })
  const colour = parseHex(hex, [31, 42, 74])
  const fill = toHex(colour)
  const d = parts.join('')
  // Centre the word on its place: half the advance to the left, half a capital down.
  const transform = `translate(${place.x.toFixed(1)} ${place.y.toFixed(1)}) rotate(${place.angle.toFixed(1)}) translate(${(-x / 2).toFixed(1)} ${(place.capHeight / 2).toFixed(1)})`
  const defs =
    '<filter id="t" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="0.7"/></filter>' +
    `<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${toHex(lighten(colour, 0.25))}"/><stop offset="0.55" stop-color="${fill}"/><stop offset="1" stop-color="${toHex(darken(colour, 0.2))}"/></linearGradient>`
  const body =
    `<g transform="${transform}">` +
    `<path d="${d}" fill="#000" fill-opacity="0.35" transform="translate(0.4 0.8)" filter="url(#t)"/>` +
    `<path d="${d}" fill="url(#g)" stroke="${toHex(darken(colour, 0.25))}" stroke-width="0.35" stroke-linejoin="round"/>` +
    '</g>'
  return svgDocument(body, defs)
}
