import { altchaSettings } from './bot-check.ts'

/**
 * When the challenge an ALTCHA answer solves was handed out, read from the expiry in its
 * parameters (issued + validMinutes, in whole seconds, so up to a second early). Read before the
 * answer is verified, so that a proof sent too early is not spent; a forged expiry gains nothing,
 * because verifyAltcha checks the signature over the parameters before the proof counts. Null
 * when the answer has none.
 */
export function altchaIssuedAt(answer: string): Date | null {
  let expiresAt: unknown
  try {
    const payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as {
      challenge?: { parameters?: { expiresAt?: unknown } }
    }
    expiresAt = payload?.challenge?.parameters?.expiresAt
  } catch {
    return null
  }
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= 0) return null
  const issuedAt = new Date(expiresAt * 1000 - altchaSettings.validMinutes * 60_000)
  return Number.isNaN(issuedAt.getTime()) ? null : issuedAt
}
