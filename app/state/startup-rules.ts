/** Startup rules, as pure functions. */

export const pendingCountryKey = 'pendingDeliveryCountry'
export const pendingCountryMaxAgeMs = 60_000

export type PendingCountry = {
  id?: number | null
  code?: string | null
  vat?: number | null
  savedAt: number
}

export type DeliveryCountryState = {
  deliveryCountryId: number | null
  countryCode: string | null
  VAT: number | null
}

export function parsePendingCountry(raw: string | null): PendingCountry | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PendingCountry>
    if (typeof value !== 'object' || value === null || typeof value.savedAt !== 'number') return null
    return {
      id: typeof value.id === 'number' ? value.id : null,
      code: typeof value.code === 'string' ? value.code.toLowerCase() : null,
      vat: typeof value.vat === 'number' ? value.vat : null,
      savedAt: value.savedAt,
    }
  } catch {
    return null
  }
}

/**
 * The delivery country after startup: the session's country first; then a pending choice from
 * browser storage if it is under 60 s old and names an id or a code, filling only unset values.
 */
export function resolveStartupCountry(
  session: { countryId: number | null; countryCode: string | null; VAT: number | null },
  pending: PendingCountry | null,
  now: number,
): DeliveryCountryState {
  const state: DeliveryCountryState = {
    deliveryCountryId: session.countryId ?? null,
    countryCode: session.countryCode ?? null,
    VAT: session.VAT ?? null,
  }
  const usable = pending && (pending.id || pending.code) && now - pending.savedAt < pendingCountryMaxAgeMs
  if (!usable) return state
  return {
    deliveryCountryId: state.deliveryCountryId ?? pending.id ?? null,
    countryCode: state.countryCode ?? pending.code?.toLowerCase() ?? null,
    VAT: state.VAT ?? pending.vat ?? null,
  }
}
