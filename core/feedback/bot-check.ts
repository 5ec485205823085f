import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type Challenge, createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import {
  countOpenBotChallenges,
  deleteExpiredBotChallenges,
  findBotChallenge,
  insertBotChallenge,
  spendBotChallenge,
} from '#db/queries/feedback.ts'
import type { Deps } from '../deps.ts'

/**
 * The bot check of the feedback form: self-hosted ALTCHA proof of work by default, Cloudflare
 * Turnstile when TURNSTILE_SITE_KEY/TURNSTILE_SECRET are set. Either way the answer arrives in
 * the field cf_turnstile_response (docs/api.md), is checked on the server, is good for one
 * message only and only for the session it was issued to.
 */
export const altchaSettings = {
  algorithm: 'PBKDF2/SHA-256',
  /** PBKDF2 rounds per attempt and the range of attempts: about a second on a phone. */
  cost: 1000,
  counterMin: 500,
  counterMax: 2500,
  validMinutes: 20,
  /** Open challenges per session; more would only fill the table (the form needs one at a time). */
  maxOpenPerSession: 30,
} as const

/**
 * A new challenge bound to the session; its signing secret stays in the database row. Null when
 * the session already holds too many unanswered ones.
 */
export async function issueAltchaChallenge(deps: Deps, sessionId: string): Promise<Challenge | null> {
  const now = deps.now()
  if ((await countOpenBotChallenges(deps.db, sessionId, now)) >= altchaSettings.maxOpenPerSession) return null
  const id = randomUUID()
  const secret = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + altchaSettings.validMinutes * 60_000)
  // Old rows are only worth keeping until they expire; tidy up while issuing new ones.
  await deleteExpiredBotChallenges(deps.db, now)
  await insertBotChallenge(deps.db, { id, sessionId, secret, expiresAt })
  return createChallenge({
    algorithm: altchaSettings.algorithm,
    cost: altchaSettings.cost,
    counter: randomInt(altchaSettings.counterMax, altchaSettings.counterMin),
    deriveKey,
    data: { challengeId: id },
    expiresAt,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret(secret),
  })
}

function keySecret(secret: string) {
  return `${secret}:key`
}

function parseAltchaPayload(answer: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Payload
    return value && typeof value === 'object' && value.challenge && value.solution ? value : null
  } catch {
    return null
  }
}

/** True when the answer solves a challenge issued to this session that was not used before. */
export async function verifyAltcha(deps: Deps, sessionId: string, answer: string): Promise<boolean> {
  const payload = parseAltchaPayload(answer)
  const challengeId = payload?.challenge.parameters?.data?.challengeId
  if (!payload || typeof challengeId !== 'string' || !/^[0-9a-f-]{36}$/.test(challengeId)) return false
  const row = await findBotChallenge(deps.db, challengeId)
  if (!row || row.sessionId !== sessionId || row.usedAt) return false
  let verified = false
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: row.secret,
      hmacKeySignatureSecret: keySecret(row.secret),
    })
    verified = result.verified
  } catch {
    verified = false
  }
  return verified && spendBotChallenge(deps.db, challengeId, sessionId, deps.now())
}

/** Turnstile's cdata: ties a token to the session without showing the session id to the page. */
export function turnstileSessionTag(csrfToken: string): string {
  return createHash('sha256').update(`turnstile:${csrfToken}`).digest('hex').slice(0, 32)
}

/** Asks Cloudflare; Cloudflare itself refuses a token the second time ('timeout-or-duplicate'). */
export async function verifyTurnstile(
  deps: Deps,
  input: { answer: string; csrfToken: string; remoteIp?: string },
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const secret = deps.env.TURNSTILE_SECRET
  if (!secret) return false
  const body = new URLSearchParams({ secret, response: input.answer, idempotency_key: randomUUID() })
  if (input.remoteIp) body.set('remoteip', input.remoteIp)
  try {
    const response = await fetchImpl('https://challenges.cloudflare.com/turnstile/v0/siteverify', {
      method: 'POST',
      body,
      signal: AbortSignal.timeout(8000),
    })
    const result = (await response.json()) as { success?: boolean; cdata?: string }
    return result.success === true && result.cdata === turnstileSessionTag(input.csrfToken)
  } catch (error) {
    deps.logger.warn({ err: error }, 'turnstile verification failed')
    return false
  }
}

export function usesTurnstile(deps: Deps): boolean {
  return Boolean(deps.env.TURNSTILE_SITE_KEY && deps.env.TURNSTILE_SECRET)
}
