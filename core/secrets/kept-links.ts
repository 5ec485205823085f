import type { Env } from '#config/env.server.ts'
import { isWellFormedAccountToken } from '../accounts/tokens.ts'
import { seal, sealingKey, unseal } from './sealed.ts'

/**
 * The two links the shop shows or mails again after it made them, kept encrypted at rest
 * (docs/security.md): the team invitation (the organiser's page) and a guest's order (the status
 * mails). Only their hashes are looked up; these are read by their one reader each.
 */

type KeyEnv = Pick<Env, 'tokenSecret'>

const keys = new Map<string, Buffer>()

function keyOf(env: KeyEnv): Buffer {
  let key = keys.get(env.tokenSecret)
  if (!key) {
    key = sealingKey(env.tokenSecret)
    keys.set(env.tokenSecret, key)
  }
  return key
}

export function sealInviteToken(env: KeyEnv, token: string): string {
  return seal(keyOf(env), 'team-invite', token)
}

/** The invitation token, or null when none is kept or it does not open with this key. */
export function unsealInviteToken(env: KeyEnv, sealed: string | null): string | null {
  const token = unseal(keyOf(env), 'team-invite', sealed)
  return isWellFormedAccountToken(token) ? token : null
}

export function sealGuestOrderToken(env: KeyEnv, token: string): string {
  return seal(keyOf(env), 'guest-order', token)
}

/** A guest order's link token, or null when none is kept or it does not open with this key. */
export function unsealGuestOrderToken(env: KeyEnv, sealed: string | null): string | null {
  const token = unseal(keyOf(env), 'guest-order', sealed)
  return isWellFormedAccountToken(token) ? token : null
}
