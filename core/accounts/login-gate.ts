/**
 * What a login attempt must bring before its password is checked (docs/decisions/016). Beyond the
 * free attempts of its counter (the account's, or a known device's own) an attempt needs a solved
 * proof of work, and that proof is accepted only once its challenge is old enough: the delay grows
 * with the attempts (1, 2, 4 … seconds, at most 30). The delay runs from the moment the challenge
 * was issued to this visitor, not from anybody else's attempt, so however fast strangers keep
 * guessing, the owner's proof is accepted at most 30 seconds after it was handed out.
 */
export const loginDelay = {
  /** The delay of the first attempt that brings a proof after the free ones. */
  firstSeconds: 1,
  /** Never longer than this: an attacker can slow the owner down, not lock them out. */
  maxSeconds: 30,
} as const

/**
 * The delay for the attempt counted as `attempts` (this one included) of a counter with
 * `freeAttempts`: none up to the first attempt that must bring a proof, then doubling.
 */
export function proofDelaySeconds(attempts: number, freeAttempts: number): number {
  const beyond = attempts - freeAttempts - 1
  if (beyond <= 0) return 0
  return Math.min(loginDelay.maxSeconds, loginDelay.firstSeconds * 2 ** (beyond - 1))
}

export type LoginGate =
  /** Within the free attempts: check the password. */
  | { kind: 'open' }
  /** A proof is needed and none came: hand out a challenge, usable after the next attempt's delay. */
  | { kind: 'askProof'; nextDelaySeconds: number }
  /** The proof came too early: it stays unspent, to be sent again after `retryAfterSeconds`. */
  | { kind: 'wait'; retryAfterSeconds: number }
  /** The proof is old enough: verify and spend it, then check the password (else ask again). */
  | { kind: 'verifyProof'; nextDelaySeconds: number }

export type LoginGateInput = {
  /** This attempt's count on its counter (account or known device), itself included. */
  attempts: number
  freeAttempts: number
  /** The client address used up its own free attempts (never for a known device). */
  addressExceeded: boolean
  /** When the challenge of the attempt's proof was issued; null without a proof. */
  proofIssuedAt: Date | null
  now: Date
}

export function gateLogin(input: LoginGateInput): LoginGate {
  const needsProof = input.attempts > input.freeAttempts || input.addressExceeded
  if (!needsProof) return { kind: 'open' }
  const nextDelaySeconds = proofDelaySeconds(input.attempts + 1, input.freeAttempts)
  if (!input.proofIssuedAt) return { kind: 'askProof', nextDelaySeconds }
  const delaySeconds = proofDelaySeconds(input.attempts, input.freeAttempts)
  const earlyMs = input.proofIssuedAt.getTime() + delaySeconds * 1000 - input.now.getTime()
  if (earlyMs > 0) return { kind: 'wait', retryAfterSeconds: Math.ceil(earlyMs / 1000) }
  return { kind: 'verifyProof', nextDelaySeconds }
}
