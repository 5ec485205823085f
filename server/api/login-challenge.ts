import { Hono } from 'hono'
import { issueAltchaChallenge } from '#core/feedback/bot-check.ts'
import { fail } from '../http/envelope.ts'
import { ensureSession } from '../http/session.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * GET /api/account/challenge.php: a fresh ALTCHA challenge for the login's proof of work, bound to
 * the session and good for one login attempt. The login form's widget fetches one whenever it needs
 * a new one; the login's own PROOF_OF_WORK_REQUIRED answer carries one too (docs/api.md).
 */
export const loginChallengeApi = new Hono<AppEnv>().get('/account/challenge.php', async (c) => {
  const loaded = await ensureSession(c)
  const challenge = await issueAltchaChallenge(c.get('deps'), loaded.session.id)
  if (!challenge) return fail(c, 'RATE_LIMITED', 'Too many open challenges; please solve one first')
  return c.json(challenge)
})
