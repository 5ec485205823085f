import { postJson } from '../../lib/http.ts'

export type ShirtListItem = {
  shirtId: number
  /** Fabric and collar ('Popeline Weiß · Kent'), in the visitor's language. */
  name: string
  orderId: number | null
  fabricId: number | null
  amount: number
  priceBrutto: number
  orderStatus: number
  measure: { name: string; number: number } | null
  selected: boolean
  priceGroup?: string | null
}

/** Default status filter [0, 1] kept in the browser under shirtStatusFilters. */
export const statusFilterKey = 'shirtStatusFilters'

export function readStatusFilter(): number[] {
  try {
    const value = JSON.parse(window.localStorage.getItem(statusFilterKey) ?? '[0,1]') as unknown
    if (Array.isArray(value) && value.every((item) => item === 0 || item === 1 || item === 2))
      return value as number[]
  } catch {
    // a damaged value falls back to the default
  }
  return [0, 1]
}

export async function listShirts(
  status: number[],
): Promise<{ ok: true; shirts: ShirtListItem[] } | { ok: false; fetchFailed: boolean }> {
  try {
    const response = await postJson('/api/shirt.php', { action: 'list', status })
    if (!response.ok) return { ok: false, fetchFailed: true }
    const body = (await response.json()) as { success: boolean; shirts?: ShirtListItem[] }
    return body.success && body.shirts ? { ok: true, shirts: body.shirts } : { ok: false, fetchFailed: false }
  } catch {
    return { ok: false, fetchFailed: true }
  }
}

type ShirtAnswer = { success: boolean; reason?: string; newShirtId?: number; shirtId?: number }

/** A shirt.php write; null when no answer came (offline), so the toast can say to try again. */
export async function shirtCall(body: Record<string, unknown>): Promise<ShirtAnswer | null> {
  const response = await postJson('/api/shirt.php', body).catch(() => null)
  if (!response) return null
  return (response.json() as Promise<ShirtAnswer>).catch((): ShirtAnswer => ({ success: false }))
}

/** A card action on one design. */
export function shirtAction(action: string, shirtId: number) {
  return shirtCall({ action, shirtId })
}
