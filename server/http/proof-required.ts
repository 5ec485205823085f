import { signupChallenge } from '#core/accounts/signup-proof.ts'
import { fail } from './envelope.ts'
import type { AppContext } from './types.ts'

/**
 * The answer when a registration or subscription needs a proof of work: 429 with
 * `reason: 'PROOF_OF_WORK_REQUIRED'` and a fresh ALTCHA challenge bound to the session (none
 * when Turnstile is configured); solved, it comes back in the field `altcha`. Waiting for
 * `Retry-After` works too.
 */
export async function proofOfWorkRequired(c: AppContext, sessionId: string, retryAfterSeconds: number) {
  const challenge = await signupChallenge(c.get('deps'), sessionId)
  c.header('Retry-After', String(retryAfterSeconds))
  return fail(
    c,
    'RATE_LIMITED',
    'altcha: too many sign-ups from this network; solve the challenge and send again',
    {
      field: 'altcha',
      reason: 'PROOF_OF_WORK_REQUIRED',
      challenge,
    },
  )
}
