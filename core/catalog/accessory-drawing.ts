/**
 * The line drawing of each accessory category (config/shop.ts): the product's picture until photos
 * exist. One source for the page (app/components/shop/accessory-sketch.tsx draws it as inline SVG)
 * and for the picture file search engines and shares need (/media/accessories/…, drawn from
 * accessoryDrawingSvg). Shapes on a 120 × 120 grid; a `thread` shape is the dashed stitching.
 */
export type DrawingShape =
  | { kind: 'path'; d: string; thread?: true }
  | { kind: 'circle'; cx: number; cy: number; r: number; thread?: true }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number }

const path = (d: string): DrawingShape => ({ kind: 'path', d })
const stitches = (d: string): DrawingShape => ({ kind: 'path', d, thread: true })

export const accessoryDrawings: Record<string, readonly DrawingShape[]> = {
  krawatten: [
    path('M52 14 H68 L64 30 H56 Z'),
    path('M56 30 L47 92 L60 106 L73 92 L64 30'),
    stitches('M60 34 V98'),
  ],
  fliegen: [
    path('M52 60 L22 42 Q15 60 22 78 Z'),
    path('M68 60 L98 42 Q105 60 98 78 Z'),
    { kind: 'rect', x: 52, y: 50, width: 16, height: 20, rx: 3 },
    stitches('M29 52 L46 58 M29 68 L46 62 M91 52 L74 58 M91 68 L74 62'),
  ],
  manschettenknoepfe: [
    { kind: 'circle', cx: 42, cy: 44, r: 16 },
    { kind: 'circle', cx: 42, cy: 44, r: 9, thread: true },
    path('M42 60 V80'),
    { kind: 'rect', x: 34, y: 80, width: 16, height: 7, rx: 3.5 },
    { kind: 'circle', cx: 80, cy: 66, r: 16 },
    { kind: 'circle', cx: 80, cy: 66, r: 9, thread: true },
    path('M80 82 V100'),
    { kind: 'rect', x: 72, y: 100, width: 16, height: 7, rx: 3.5 },
  ],
  einstecktuecher: [
    path('M34 64 L44 28 L58 64 M52 64 L68 22 L82 64'),
    path('M24 64 H96 V104 H24 Z'),
    stitches('M28 72 H92'),
  ],
  kragenstaebchen: [
    path('M26 30 Q26 22 34 24 L92 82 L94 94 L82 92 Z'),
    stitches('M34 30 L86 84'),
    path('M50 20 Q50 12 58 14 L104 60 L106 72 L94 70 Z'),
    stitches('M58 20 L98 62'),
  ],
}

/** The stitching's dashed line, the same on the page and in the picture. */
export const threadStroke = { strokeWidth: 1.2, strokeDasharray: '3 3' } as const

/** A variant's colour as the picture's file name takes it ('#1f2a44' → '1f2a44'); null for anything else. */
export function colourSlug(colour: string | null | undefined): string | null {
  return colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.slice(1).toLowerCase() : null
}

/** The picture of a category in a variant's colour: the address /media/accessories serves. */
export function accessoryPicturePath(category: string, colour: string | null | undefined): string {
  const slug = colourSlug(colour)
  return `/media/accessories/${category}${slug ? `-${slug}` : ''}.png`
}

const palette = { ink: '#1d2433', linen: '#f1ece3', thread: '#8a6a3b' }

/**
 * The drawing as a standalone SVG document: the page's linen panel (square), the drawing at three
 * fifths of its width in the middle, filled with the variant's colour. Null for an unknown category.
 */
export function accessoryDrawingSvg(category: string, colour: string | null): string | null {
  const shapes = accessoryDrawings[category]
  if (!shapes) return null
  const fill = colourSlug(colour) ? `#${colourSlug(colour)}` : 'none'
  const body = shapes
    .map((shape) => {
      const thread =
        'thread' in shape && shape.thread
          ? ` fill="none" stroke="${palette.thread}" stroke-width="${threadStroke.strokeWidth}" stroke-dasharray="${threadStroke.strokeDasharray}"`
          : ''
      if (shape.kind === 'path') return `<path d="${shape.d}"${thread}/>`
      if (shape.kind === 'circle')
        return `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}"${thread}/>`
      return `<rect x="${shape.x}" y="${shape.y}" width="${shape.width}" height="${shape.height}" rx="${shape.rx}"/>`
    })
    .join('')
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="1200" height="1200">',
    `<rect width="200" height="200" fill="${palette.linen}"/>`,
    `<g transform="translate(40 40)" fill="${fill}" stroke="${palette.ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">`,
    body,
    '</g></svg>',
  ].join('')
}
