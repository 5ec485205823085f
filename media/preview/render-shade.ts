import type { Line, PartShape } from './shape-types.ts'
import { areaMask, blurFilter, paths, svgDocument } from './svg.ts'

/**
 * The shade layer of a part, drawn at full strength (the page applies the opacity): a soft drop
 * shadow where the part lies on the cloth below, darkness creeping in from its edges and along
 * creases, light on its crowns.
 */
export function shadeSvg(shape: PartShape): Buffer {
  const outlines = shape.pieces.map((p) => p.d)
  const area = shape.shadeArea ?? outlines
  const lift = Math.max(1, shape.lift)
  const defs = [
    areaMask('a', area),
    `<mask id="o" maskUnits="userSpaceOnUse" x="0" y="0" width="600" height="720"><rect width="600" height="720" fill="#fff"/>${paths(outlines, 'fill="#000" fill-rule="evenodd"')}</mask>`,
    blurFilter('d', lift * 1.3),
    blurFilter('e', 5),
    blurFilter('k', 4),
    blurFilter('h', 9),
    blurFilter('w', 18),
  ].join('')
  // Soft lines are broad, gentle modelling; the others are creases and ridges.
  const lines = (list: readonly Line[] | undefined, colour: string, opacity: number, soft: boolean) =>
    (list ?? [])
      .filter((l) => Boolean(l.soft) === soft)
      .map(
        (l) =>
          `<path d="${l.d}" fill="none" stroke="${colour}" stroke-opacity="${opacity}" stroke-width="${l.width ?? 8}" stroke-linecap="round"/>`,
      )
      .join('')
  const body = [
    `<g mask="url(#o)"><g filter="url(#d)" transform="translate(${lift * 0.45} ${lift})">${paths(outlines, 'fill="#000" fill-opacity="0.5" fill-rule="evenodd"')}</g></g>`,
    `<g mask="url(#a)">`,
    `<g filter="url(#e)">${paths(outlines, 'fill="none" stroke="#000" stroke-opacity="0.26" stroke-width="8"')}</g>`,
    `<g filter="url(#h)">${paths(shape.shadows ?? [], 'fill="#000" fill-opacity="0.6" fill-rule="evenodd"')}</g>`,
    `<g filter="url(#k)">${lines(shape.creases, '#000', 0.42, false)}</g>`,
    `<g filter="url(#w)">${lines(shape.creases, '#000', 0.22, true)}</g>`,
    `<g filter="url(#h)">${lines(shape.highlights, '#fff', 0.2, false)}</g>`,
    `<g filter="url(#w)">${lines(shape.highlights, '#fff', 0.14, true)}</g>`,
    '</g>',
  ].join('')
  return svgDocument(body, defs)
}
