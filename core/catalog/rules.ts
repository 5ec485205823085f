/**
 * The designer's rules of specification section 5 as pure functions: part limits, the embroidery
 * gate, the collar attribute whitelist and '$$' value ids.
 */

/** The shirt category has two ids, '26 / 6' (docs/catalog-ids.md): both mean the same category. */
export function canonicalCategoryId(categoryId: number): number {
  return categoryId === 26 ? 6 : categoryId
}

/** A part can be added only while fewer parts are chosen than the maximum (null = unlimited). */
export function canAddPart(chosenInCategory: number, maxParts: number | null): boolean {
  return maxParts === null || chosenInCategory < maxParts
}

export const embroideryGate = { attributeIds: [512, 513], valueId: 226, partIds: [32, 52, 107] } as const

/** Embroidery parts 32, 52, 107 exist only while attribute 512 or 513 has value 226. */
export function isEmbroideryGateOpen(chosen: ReadonlyMap<number, number>): boolean {
  return embroideryGate.attributeIds.some((attributeId) => chosen.get(attributeId) === embroideryGate.valueId)
}

export function isGatedPart(partId: number): boolean {
  return (embroideryGate.partIds as readonly number[]).includes(partId)
}

/**
 * Where each embroidery part can sit (attribute 523 offers 234–238): the cuff monogram on a cuff,
 * the chest monogram on the chest or the pocket, the collar-band monogram inside the band. The
 * first is the part's default. A position of another part cannot be sewn, so it is not offered.
 */
export const embroideryPositionAttributeId = 523
export const embroideryPositionsByPartId: Readonly<Record<number, readonly number[]>> = {
  32: [234, 235],
  52: [236, 237],
  107: [238],
}

/** May this embroidery part take this position? Parts without a list take any. */
export function isPositionOfPart(partId: number, valueId: number): boolean {
  const positions = embroideryPositionsByPartId[partId]
  return !positions || positions.includes(valueId)
}

/** Parts to show in the designer: gated embroidery parts only while the gate is open. */
export function visibleParts<P extends { id: number }>(
  parts: readonly P[],
  chosen: ReadonlyMap<number, number>,
): P[] {
  const open = isEmbroideryGateOpen(chosen)
  return parts.filter((part) => open || !isGatedPart(part.id))
}

/** Collars accept only attributes 1, 2, 3, 5, 14, 19, 21, 80; other categories have no whitelist. */
export function isAttributeAllowedInCategory(
  allowedAttributeIds: readonly number[] | null | undefined,
  attributeId: number,
) {
  return !allowedAttributeIds || allowedAttributeIds.includes(attributeId)
}

export type ParsedValueId = { id: number; payload: string | null }

/**
 * A value id may arrive as a string with a '$$' suffix ('230$$JM'): only the first segment
 * counts as the id; the rest is the payload (the monogram letters). Null when not a valid id.
 */
export function parseValueId(raw: unknown): ParsedValueId | null {
  if (typeof raw === 'number')
    return Number.isSafeInteger(raw) && raw >= 0 ? { id: raw, payload: null } : null
  if (typeof raw !== 'string') return null
  const [first, ...rest] = raw.split('$$')
  if (!first || !/^\d{1,9}$/.test(first.trim())) return null
  return { id: Number(first.trim()), payload: rest.length > 0 ? rest.join('$$') : null }
}

/** A shirt price counts as present when priceNetto > 0 or priceBrutto parses above 0. */
export function hasPrice(price: { priceNetto?: unknown; priceBrutto?: unknown }): boolean {
  const net = Number(price.priceNetto)
  if (Number.isFinite(net) && net > 0) return true
  const gross =
    typeof price.priceBrutto === 'number' ? price.priceBrutto : parseEuroText(String(price.priceBrutto ?? ''))
  return Number.isFinite(gross) && gross > 0
}

/** Reads '89,90€', '1.089,90 €', '89.90' or '89' as euros; NaN when it is no amount. */
export function parseEuroText(text: string): number {
  const cleaned = text.replace(/[€\s]/g, '')
  if (!/^-?[\d.,]+$/.test(cleaned)) return Number.NaN
  const normalised = cleaned.includes(',') ? cleaned.replace(/\./g, '').replace(',', '.') : cleaned
  return Number(normalised)
}

/** Monogram text: letters (any alphabet) and dots, at most `maxLength`, no markup. */
export function isValidMonogramText(text: string, maxLength: number): boolean {
  const trimmed = text.trim()
  return trimmed.length > 0 && [...trimmed].length <= maxLength && /^[\p{L}.]+$/u.test(trimmed)
}
