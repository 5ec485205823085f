import { canvas } from './geometry.ts'

/**
 * SVG snippets for the layer renderers. Everything interpolated here is generated path data or
 * numbers and colours from our own tables, never text from a request.
 */
export function svgDocument(body: string, defs = ''): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${canvas.width}" height="${canvas.height}" viewBox="0 0 ${canvas.width} ${canvas.height}"><defs>${defs}</defs>${body}</svg>`,
  )
}

/** An SVG showing only `box` of the canvas, at the box's size (for work on one piece). */
export function svgRegion(
  body: string,
  box: { left: number; top: number; width: number; height: number },
): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}">${body}</svg>`,
  )
}

/** A Gaussian blur over the whole canvas (the default filter region would crop soft shadows). */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${canvas.width}" height="${canvas.height}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`
}

export function paths(ds: readonly string[], attributes: string): string {
  return ds.map((d) => `<path d="${d}" ${attributes}/>`).join('')
}

/**
 * Confines drawing to the union of closed paths. A mask, not a clipPath: librsvg merges a
 * clipPath's children into one path, so with the even-odd rule (needed for holes such as the neck
 * opening) two overlapping pieces would cancel each other out.
 */
export function areaMask(id: string, ds: readonly string[]): string {
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${canvas.width}" height="${canvas.height}">${paths(ds, 'fill="#fff" fill-rule="evenodd"')}</mask>`
}

/**
 * A mask that keeps a thin band `inset` px inside (and outside) an edge path: stroking the edge
 * through it and clipping to the part draws stitching that runs parallel to the edge.
 */
export function insetMask(id: string, edges: readonly string[], inset: number, thread = 1.3): string {
  const outer = paths(edges, `fill="none" stroke="#fff" stroke-width="${2 * inset + thread}"`)
  const inner = paths(edges, `fill="none" stroke="#000" stroke-width="${Math.max(0, 2 * inset - thread)}"`)
  return `<mask id="${id}" maskUnits="userSpaceOnUse" x="0" y="0" width="${canvas.width}" height="${canvas.height}">${outer}${inner}</mask>`
}
