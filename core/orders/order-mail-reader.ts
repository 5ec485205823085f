import type { Env } from '#config/env.server.ts'
import { unsealGuestOrderToken } from '../secrets/kept-links.ts'
import type { OrderMailReader } from './order-mail-data.ts'

/**
 * The buyer of an order as its mails' link sees them: a guest while the order's row is a guest
 * row (docs/decisions/024), with the token of the order's link opened from its sealed copy; an
 * account once the guest turned the order into one (the link then only says 'log in').
 */
export function orderMailReader(
  env: Pick<Env, 'tokenSecret'>,
  customer: { guestSince: Date | null },
  guestTokenSealed: string | null,
  /** The token itself where the caller still has it (the confirmation job of an older release). */
  given?: string | null,
): OrderMailReader {
  if (customer.guestSince === null) return { guest: false, guestToken: null }
  return { guest: true, guestToken: given ?? unsealGuestOrderToken(env, guestTokenSealed) }
}
