import type { SubscriptionStatus } from '#db/queries/newsletter.ts'

/** The confirmation link of the double opt-in works this long (like the account's). */
export const confirmLinkValidMs = 7 * 24 * 60 * 60 * 1000
/** A second request within this time sends no second mail, so a form cannot flood an inbox. */
export const resendAfterMs = 10 * 60 * 1000

export type ConfirmLinkState = 'valid' | 'unknown' | 'expired' | 'used'

/** Whether a confirmation link still works; a confirmed subscription makes it 'used'. */
export function confirmLinkState(
  row: { status: SubscriptionStatus; confirmExpiresAt: Date | null } | null,
  now: Date,
): ConfirmLinkState {
  if (!row) return 'unknown'
  if (row.status === 'subscribed') return 'used'
  if (row.status === 'unsubscribed') return 'unknown'
  if (!row.confirmExpiresAt || row.confirmExpiresAt.getTime() <= now.getTime()) return 'expired'
  return 'valid'
}

/**
 * What a subscribe request does: a subscribed address gets nothing (the answer is the same, so it
 * reveals nothing), a pending one gets a fresh link unless the last mail is only minutes old.
 */
export function subscribeStep(
  row: { status: SubscriptionStatus; lastMailAt: Date | null } | null,
  now: Date,
): 'create' | 'request' | 'none' {
  if (!row) return 'create'
  if (row.status === 'subscribed') return 'none'
  if (row.status === 'pending' && row.lastMailAt && now.getTime() - row.lastMailAt.getTime() < resendAfterMs)
    return 'none'
  return 'request'
}
