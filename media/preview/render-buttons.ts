import { darken, lighten, luminance, parseHex, toHex } from '../colour.ts'
import { seededRandom } from '../noise.ts'
import type { ButtonMaterial } from './button-materials.ts'
import type { ButtonSpot } from './shapes-fasteners.ts'
import { svgDocument } from './svg.ts'

/** One button: shadow, disc, raised rim, dished centre with holes and the thread through them. */
function buttonMarkup(
  spot: ButtonSpot,
  material: ButtonMaterial,
  id: string,
  seed: number,
): { defs: string; body: string } {
  const { x, y, r } = spot
  const base = parseHex(material.hex)
  const dark = luminance(base) < 0.35
  if (spot.hidden) {
    // A button under the cloth only lifts it: a faint ring of light and shadow.
    return {
      defs: '',
      body: `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.4"/><circle cx="${x - 0.6}" cy="${y - 0.8}" r="${r - 1}" fill="none" stroke="#fff" stroke-opacity="0.22" stroke-width="1"/>`,
    }
  }
  const rim = `<linearGradient id="${id}r" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="${dark ? 0.35 : 0.8}"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>`
  const dish = `<radialGradient id="${id}d" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${toHex(darken(base, 0.12))}"/><stop offset="1" stop-color="${toHex(lighten(base, dark ? 0.12 : 0.25))}"/></radialGradient>`
  let defs = rim + dish
  let surface = ''
  if (material.finish === 'pearl') {
    const [a = '#fff', b = '#fff', c = '#fff'] = material.accents
    defs += `<linearGradient id="${id}p" x1="0" y1="0.1" x2="1" y2="0.9"><stop offset="0" stop-color="${a}" stop-opacity="0.75"/><stop offset="0.5" stop-color="${b}" stop-opacity="0.55"/><stop offset="1" stop-color="${c}" stop-opacity="0.7"/></linearGradient>`
    surface += `<circle cx="${x}" cy="${y}" r="${r - 0.6}" fill="url(#${id}p)"/>`
  }
  if (material.finish === 'horn') {
    // Mottling: a few soft streaks of lighter and darker horn, the same for the same button.
    const random = seededRandom(seed)
    defs += `<clipPath id="${id}c"><circle cx="${x}" cy="${y}" r="${r - 0.5}"/></clipPath>`
    let streaks = ''
    for (let i = 0; i < 7; i++) {
      const colour = material.accents[i % material.accents.length] ?? material.hex
      const sx = x + (random() - 0.5) * 1.6 * r
      const sy = y + (random() - 0.5) * 1.6 * r
      const rx = r * (0.25 + random() * 0.45)
      streaks += `<ellipse cx="${sx.toFixed(1)}" cy="${sy.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.45).toFixed(1)}" transform="rotate(${Math.round(random() * 180)} ${sx.toFixed(1)} ${sy.toFixed(1)})" fill="${colour}" fill-opacity="${(0.35 + random() * 0.3).toFixed(2)}"/>`
    }
    surface += `<g clip-path="url(#${id}c)">${streaks}</g>`
  }
  if (material.finish === 'matte') {
    const ring = material.accents[0] ?? material.hex
    surface += `<circle cx="${x}" cy="${y}" r="${r * 0.82}" fill="none" stroke="${ring}" stroke-width="0.5"/><circle cx="${x}" cy="${y}" r="${r * 0.9}" fill="none" stroke="${ring}" stroke-width="0.4"/>`
  }
  const hole = r * 0.12
  const offset = r * 0.22
  const holes: [number, number][] =
    spot.holes === 4
      ? [
          [x - offset, y - offset],
          [x + offset, y - offset],
          [x - offset, y + offset],
          [x + offset, y + offset],
        ]
      : [
          [x - offset, y],
          [x + offset, y],
        ]
  const threadColour = dark ? toHex(lighten(base, 0.25)) : toHex(darken(base, 0.12))
  const threads =
    spot.holes === 4
      ? `<path d="M${x - offset} ${y - offset}L${x - offset} ${y + offset}M${x + offset} ${y - offset}L${x + offset} ${y + offset}" stroke="${threadColour}" stroke-width="${(hole * 1.3).toFixed(2)}" stroke-linecap="round"/>`
      : `<path d="M${x - offset} ${y}L${x + offset} ${y}" stroke="${threadColour}" stroke-width="${(hole * 1.3).toFixed(2)}" stroke-linecap="round"/>`
  const shine = material.finish === 'matte' ? 0.12 : material.finish === 'gloss' ? 0.7 : 0.5
  const body = [
    `<circle cx="${x + 0.5}" cy="${y + 1.3}" r="${r + 0.3}" fill="#000" fill-opacity="0.35" filter="url(#bs)"/>`,
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${material.hex}" stroke="${toHex(darken(base, 0.35))}" stroke-width="0.6"/>`,
    surface,
    `<circle cx="${x}" cy="${y}" r="${r - 1.2}" fill="none" stroke="url(#${id}r)" stroke-width="1.6"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="url(#${id}d)" fill-opacity="0.75"/>`,
    holes
      .map(([hx, hy]) => `<circle cx="${hx}" cy="${hy}" r="${hole}" fill="${toHex(darken(base, 0.6))}"/>`)
      .join(''),
    threads,
    `<ellipse cx="${x - r * 0.38}" cy="${y - r * 0.42}" rx="${r * 0.32}" ry="${r * 0.16}" transform="rotate(-35 ${x - r * 0.38} ${y - r * 0.42})" fill="#fff" fill-opacity="${shine}"/>`,
  ].join('')
  return { defs, body }
}

export function buttonsSvg(spots: readonly ButtonSpot[], material: ButtonMaterial, seed: number): Buffer {
  let defs =
    '<filter id="bs" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="0.9"/></filter>'
  let body = ''
  spots.forEach((spot, i) => {
    const made = buttonMarkup(spot, material, `b${i}`, seed * 31 + i)
    defs += made.defs
    body += made.body
  })
  return svgDocument(body, defs)
}
