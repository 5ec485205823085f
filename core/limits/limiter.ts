/**
 * One limiter for every throttle of the shop. `consume` counts an attempt and answers in the same
 * atomic step whether it is within the limit, so parallel requests cannot all pass a check that
 * was read before any of them was counted. Windows are fixed: they start with the first attempt
 * and end `windowMs` later; refused attempts are counted but never extend the window, so waiting
 * always helps and nobody can lock a key for longer than one window.
 */
export type LimitRule = {
  /** Names the counter; keys of different scopes never meet. */
  scope: string
  /** Attempts allowed per window. */
  points: number
  windowMs: number
}

export type LimitDecision = {
  allowed: boolean
  /** Attempts left in the current window after this one. */
  remaining: number
  /**
   * Attempts counted in the current window, this one included (refused ones too): parallel
   * attempts each see a different count, so exactly one sees the count that crosses the limit.
   */
  consumed: number
  /** Seconds until the window ends: when refused, the wait before the next attempt can pass. */
  retryAfterSeconds: number
}

/** A store that counts atomically: the database (one statement per attempt) or Redis. */
export type Limiter = {
  consume(rule: LimitRule, key: string): Promise<LimitDecision>
  /** Gives `points` attempts back (a success that should not count). */
  reward(rule: LimitRule, key: string, points?: number): Promise<void>
  /** Forgets the key's attempts (a correct password ends the account's count). */
  reset(rule: LimitRule, key: string): Promise<void>
  close(): Promise<void>
}

/** The decision for a count `points` reached in a window that ends at `expiresAt` (pure). */
export function decide(rule: LimitRule, points: number, expiresAt: Date, now: Date): LimitDecision {
  const allowed = points <= rule.points
  const left = Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000))
  return {
    allowed,
    remaining: Math.max(0, rule.points - points),
    consumed: points,
    retryAfterSeconds: Math.max(1, left),
  }
}

export type Refusal = { allowed: false; retryAfterSeconds: number }

/**
 * Consumes one attempt of each (rule, key) in order and stops at the first refusal, so a request
 * refused by a narrow limit does not also use up a wider one. Answers the refusal, or null.
 */
export async function consumeEach(
  limiter: Limiter,
  checks: ReadonlyArray<readonly [LimitRule, string]>,
): Promise<Refusal | null> {
  for (const [rule, key] of checks) {
    const decision = await limiter.consume(rule, key)
    if (!decision.allowed) return { allowed: false, retryAfterSeconds: decision.retryAfterSeconds }
  }
  return null
}
