/**
 * Login throttling of API.md: at most 10 failed logins per account in 15 minutes, and a far higher
 * limit per client address (100) so one office behind one address is not locked out. Windows
 * slide, so no attacker can cause a permanent lockout.
 */
export const throttleWindowMs = 15 * 60 * 1000
export const throttleLimits = { account: 10, address: 100 } as const

export type ThrottleState = { total: number; oldest: Date | null }

/** Seconds until another attempt is allowed, or 0 when it is allowed now. */
export function retryAfterSeconds(
  state: ThrottleState,
  limit: number,
  now: Date,
  windowMs: number = throttleWindowMs,
): number {
  if (state.total < limit || !state.oldest) return 0
  const freeAt = state.oldest.getTime() + windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

/**
 * Password reset requests: at most 5 mails per address in an hour (counted whether or not an
 * account exists, so the limit reveals nothing) and 30 per client address.
 */
export const resetThrottle = { windowMs: 60 * 60 * 1000, account: 5, address: 30 } as const
