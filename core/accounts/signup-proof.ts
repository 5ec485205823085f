import { isIPv4, isIPv6 } from 'node:net'
import type { Challenge } from 'altcha-lib'
import { z } from 'zod'
import type { Deps } from '../deps.ts'
import { issueAltchaChallenge, usesTurnstile, verifyAltcha, verifyTurnstile } from '../feedback/bot-check.ts'
import { limits } from '../limits/rules.ts'

/**
 * Registrations and newsletter subscriptions mail an address nobody has confirmed yet. Per
 * network they are free up to `limits.signupNetwork`; beyond it each one needs a solved proof of
 * work (the feedback form's bot check: ALTCHA, or Turnstile when configured), so a script pays
 * for every further mail while an office is never stopped, only asked to wait a second.
 */
export type SignupClient = {
  /** The client address (the socket, or the trusted proxy's last hop). */
  address: string
  /** The session the challenge was issued to (its CSRF token is Turnstile's cdata); none, no proof. */
  session: { id: string; csrfToken: string } | null
  /** The solved challenge the request carries, if any. */
  proof?: string | null
}

/** The field a registration or subscription carries its solved challenge in (page form and API). */
export const SignupProofSchema = z.object({ altcha: z.string().max(5000).optional() })

/**
 * The key a client address counts under: an IPv4 address itself, an IPv6 address by its /64.
 * Behind one IPv4 address sits a household or an office, while the neighbours of a /24 are
 * usually strangers (an access provider's pool); an IPv6 connection gets at least a /64 and can
 * choose any address in it, so only the /64 says who is asking.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (isIPv4(address) || !isIPv6(address)) return address
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`
}

/** The eight groups of an IPv6 address, without leading zeros ('::' filled in; zone dropped). */
function ipv6Groups(address: string): string[] {
  const [plain = ''] = address.toLowerCase().split('%')
  const [head = '', tail] = plain.split('::')
  const part = (text: string) =>
    text ? text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  const filled = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
  return filled.map((group) => Number.parseInt(group, 16).toString(16))
}

async function proofHolds(deps: Deps, client: SignupClient): Promise<boolean> {
  const { proof, session } = client
  if (!proof || !session) return false
  if (usesTurnstile(deps))
    return verifyTurnstile(deps, { answer: proof, csrfToken: session.csrfToken, remoteIp: client.address })
  return verifyAltcha(deps, session.id, proof)
}

export type Admission = { admitted: true } | { admitted: false; retryAfterSeconds: number }

/**
 * Whether a registration or subscription may go on to its mail. A request with a valid proof
 * has paid for itself and passes without using its network's allowance (so people asked for a
 * proof do not also use up what is left for their colleagues); any other request takes one of
 * the network's signups, atomically, and passes within the limit. Refused: the request must come
 * again with a solved challenge, or after `retryAfterSeconds`.
 */
export async function admitSignup(deps: Deps, client: SignupClient): Promise<Admission> {
  if (await proofHolds(deps, client)) return { admitted: true }
  const decision = await deps.limiter.consume(limits.signupNetwork, networkOf(client.address))
  return decision.allowed
    ? { admitted: true }
    : { admitted: false, retryAfterSeconds: decision.retryAfterSeconds }
}

/**
 * The challenge a refusal hands out, bound to the session: null when Turnstile answers instead
 * (its widget needs no challenge) or when the session holds too many unanswered ones.
 */
export function signupChallenge(deps: Deps, sessionId: string): Promise<Challenge | null> {
  if (usesTurnstile(deps)) return Promise.resolve(null)
  return issueAltchaChallenge(deps, sessionId)
}
