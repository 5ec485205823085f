import { darken, lighten, parseHex, toHex } from '../colour.ts'
import type { PartShape } from './shape-types.ts'
import type { Buttonhole } from './shapes-fasteners.ts'
import { areaMask, insetMask, paths, svgDocument } from './svg.ts'

/**
 * Buttonholes in the buttonhole yarn: a satin-stitched slit with bar tacks at both ends. Where a
 * button sits on the hole only the ends beyond the button show.
 */
export function buttonholesSvg(holes: readonly Buttonhole[], hex: string): Buffer {
  const yarn = parseHex(hex)
  const edge = toHex(darken(yarn, 0.3))
  const shine = toHex(lighten(yarn, 0.35))
  let defs = ''
  let body = ''
  holes.forEach((h, i) => {
    const half = h.length / 2
    const slit =
      `<g transform="translate(${h.x.toFixed(1)} ${h.y.toFixed(1)}) rotate(${h.angle.toFixed(1)})">` +
      `<rect x="${-half}" y="-1.9" width="${h.length}" height="3.8" rx="1.2" fill="${hex}" stroke="${edge}" stroke-width="0.5"/>` +
      `<path d="M${-half + 1} -0.9L${half - 1} -0.9" stroke="${shine}" stroke-width="0.6" stroke-opacity="0.7"/>` +
      `<path d="M${-half + 2.2} 0L${half - 2.2} 0" stroke="#000" stroke-opacity="0.55" stroke-width="0.7"/>` +
      `<rect x="${-half}" y="-2.6" width="2" height="5.2" rx="0.6" fill="${hex}" stroke="${edge}" stroke-width="0.4"/>` +
      `<rect x="${half - 2}" y="-2.6" width="2" height="5.2" rx="0.6" fill="${hex}" stroke="${edge}" stroke-width="0.4"/>` +
      '</g>'
    if (h.coveredBy) {
      defs += `<mask id="h${i}" maskUnits="userSpaceOnUse" x="0" y="0" width="600" height="720"><rect width="600" height="720" fill="#fff"/><circle cx="${h.x}" cy="${h.y}" r="${h.coveredBy + 0.6}" fill="#000"/></mask>`
      body += `<g mask="url(#h${i})">${slit}</g>`
    } else {
      body += slit
    }
  })
  return svgDocument(body, defs)
}

/** Decorative stitching in the chosen yarn along the collar's and the cuff's finished edges. */
export function stitchingSvg(parts: readonly PartShape[], hex: string): Buffer {
  let defs = ''
  let body = ''
  parts.forEach((part, i) => {
    if (!part.edges?.length) return
    const inset = part.stitchInset ?? 4
    defs +=
      areaMask(
        `c${i}`,
        part.pieces.map((p) => p.d),
      ) + insetMask(`m${i}`, part.edges, inset, 1.5)
    body += `<g mask="url(#c${i})"><g mask="url(#m${i})">${paths(part.edges, `fill="none" stroke="${hex}" stroke-width="${2 * inset + 3}" stroke-dasharray="3.6 2.2"`)}</g></g>`
  })
  return svgDocument(body, defs)
}
