import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

export type LoginAnswer = { status: number; retryAfter: string | null; body: Record<string, unknown> }

export type ProvenLogin = {
  /** The first answer, which asked for the proof (or let the login in without one). */
  asked: LoginAnswer
  final: LoginAnswer
  /** Each answer after the proof was solved, e.g. `429 LOGIN_DELAYED`, `200`. */
  answers: string[]
  solvedMs: number
}

/**
 * A login as the shop's login form makes it (core/accounts/login-gate.ts): when the answer asks
 * for a proof of work, the challenge is solved and the login sent again with it, waiting as long
 * as a too early proof is told to (at most `tries` times).
 */
export async function loginWithProof(
  login: (altcha?: string) => Promise<LoginAnswer>,
  tries = 5,
  meanwhile: () => void = () => {},
): Promise<ProvenLogin> {
  const asked = await login()
  const challenge = asked.body.challenge as Challenge | undefined
  if (asked.status !== 429 || !challenge) return { asked, final: asked, answers: [], solvedMs: 0 }
  const solving = Date.now()
  const solution = await solveChallenge({ challenge, deriveKey })
  const solvedMs = Date.now() - solving
  const altcha = Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64')
  meanwhile()
  const answers: string[] = []
  let final = asked
  for (let attempt = 0; attempt < tries; attempt++) {
    final = await login(altcha)
    answers.push(`${final.status}${final.body.reason ? ` ${String(final.body.reason)}` : ''}`)
    if (final.body.reason !== 'LOGIN_DELAYED') break
    await new Promise((resolve) => setTimeout(resolve, Number(final.retryAfter || 1) * 1000))
  }
  return { asked, final, answers, solvedMs }
}
