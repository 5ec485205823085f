import type { PriceGroup } from '../catalog/types.ts'

/** Base price of a made-to-measure shirt by fabric price group, German gross cents (shop-facts.md). */
export const basePriceCents: Record<PriceGroup, number> = { A: 7900, B: 9900, C: 11900, D: 14900 }

export function isPriceGroup(value: string): value is PriceGroup {
  return value in basePriceCents
}
