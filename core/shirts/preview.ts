import { createHash } from 'node:crypto'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import type { DesignState } from './design-rules.ts'
import { type PreviewLayer, previewLayers } from './preview-layers.ts'

export type MonogramSpec = {
  text: string
  font: 'script' | 'block' | 'roman'
  hex: string
  position: 'cuff-left' | 'cuff-right' | 'chest' | 'pocket' | 'collar-band'
}

const fonts: Record<number, MonogramSpec['font']> = { 231: 'script', 232: 'block', 233: 'roman' }
const positions: Record<number, MonogramSpec['position']> = {
  234: 'cuff-left',
  235: 'cuff-right',
  236: 'chest',
  237: 'pocket',
  238: 'collar-band',
}
const defaultPositions: Record<number, MonogramSpec['position']> = {
  32: 'cuff-left',
  52: 'chest',
  107: 'collar-band',
}

/** The design's monogram (first embroidery part with letters), or null. */
export function monogramOf(catalog: CatalogSnapshot, state: DesignState): MonogramSpec | null {
  for (const partId of [32, 52, 107]) {
    if (!state.parts.has(partId)) continue
    const get = (attributeId: number) => state.attributes.get(`${partId}:${attributeId}`)
    const text = get(520)?.text
    if (!text) continue
    const colour = get(522)?.valueId
    return {
      text,
      font: fonts[get(521)?.valueId ?? 231] ?? 'script',
      hex: (colour && catalog.values.get(colour)?.hex) || '#1d2433',
      position: positions[get(523)?.valueId ?? 0] ?? defaultPositions[partId] ?? 'cuff-left',
    }
  }
  return null
}

/** Names the monogram layer without its letters: a short hash of `spec`. */
export function monogramHash(spec: MonogramSpec): string {
  return createHash('sha256').update(JSON.stringify(spec)).digest('base64url').slice(0, 16)
}

function partIn(state: DesignState, categoryId: number, fallback: number): number {
  for (const [partId, category] of state.parts) if (category === categoryId) return partId
  return fallback
}

/**
 * The layer list of get_img_arr for a stored design, its monogram layer named by the design's
 * preview key ('' for a template, which has no stored design).
 */
export function designPreview(
  catalog: CatalogSnapshot,
  previewKey: string,
  state: DesignState,
): PreviewLayer[] {
  const contrast = new Map<number, number>()
  const yarns = new Map<number, number>()
  for (const partId of [90, 91, 92, 93]) {
    const value = state.attributes.get(`${partId}:530`)?.valueId
    if (state.parts.has(partId) && value && value > 1000) contrast.set(partId, value - 1000)
  }
  for (const partId of [95, 96, 97]) {
    const value = state.attributes.get(`${partId}:540`)?.valueId
    if (state.parts.has(partId) && value) yarns.set(partId, value)
  }
  const monogram = monogramOf(catalog, state)
  const fabricVersions = new Map<number, number>()
  for (const fabricId of [state.fabricId, ...contrast.values()])
    fabricVersions.set(fabricId, catalog.fabrics.get(fabricId)?.pictureVersion ?? 0)
  return previewLayers({
    previewKey,
    fabricId: state.fabricId,
    collarPartId: partIn(state, 1, 1),
    cuffPartId: partIn(state, 2, 11),
    placketPartId: partIn(state, 13, 70),
    pocketPartId: partIn(state, 12, 60),
    backPartId: partIn(state, 9, 40),
    buttonPartId: partIn(state, 54, 120),
    contrast,
    yarns,
    monogramHash: monogram ? monogramHash(monogram) : null,
    fabricVersions,
  })
}
