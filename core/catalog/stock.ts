/**
 * Fabric stock: how much cloth one shirt takes off the bolt, when a fabric counts as
 * low, and what a cart's designs need. Stock is kept in metres to the centimetre; everything here
 * counts in whole centimetres so that sums stay exact.
 */

/** Cloth for one made-to-measure shirt, cutting waste included (a 150 cm wide bolt). */
export const fabricCentimetresPerShirt = 180

/** Below this many metres the back office marks a fabric as low in stock. */
export const lowStockMetres = 20

export const metresOf = (centimetres: number) => centimetres / 100
export const centimetresOf = (metres: number) => Math.round(metres * 100)

/** Can a shirt still be cut from this fabric? The designer and /stoffe show 'sold out' otherwise. */
export function shirtFabricAvailable(stockMetres: number, shirts = 1): boolean {
  return centimetresOf(stockMetres) >= fabricCentimetresPerShirt * shirts
}

export function isLowStock(stockMetres: number): boolean {
  return stockMetres < lowStockMetres
}

/**
 * Centimetres per fabric that some shirts need, sorted by fabric id (reservations take their row
 * locks in this order, so two parallel orders never wait on each other crosswise).
 */
export function fabricNeeds(shirts: readonly { fabricId: number; amount: number }[]): [number, number][] {
  const needs = new Map<number, number>()
  for (const shirt of shirts) {
    if (shirt.fabricId <= 0 || shirt.amount <= 0) continue
    needs.set(shirt.fabricId, (needs.get(shirt.fabricId) ?? 0) + shirt.amount * fabricCentimetresPerShirt)
  }
  return [...needs.entries()].sort(([a], [b]) => a - b)
}
