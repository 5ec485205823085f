import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

type Answer = { status: number; reason: string | null; challenge: unknown; cookie: string }

/** One JSON call with its own cookie (each call a new visitor, as a script sends them). */
async function call(origin: string, path: string, body: unknown, cookie = ''): Promise<Answer> {
  const response = await fetch(new URL(path, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    redirect: 'manual',
  })
  const answer = (await response.json().catch(() => ({}))) as { reason?: string; challenge?: unknown }
  const session = response.headers.getSetCookie().map((header) => header.split(';')[0])
  return {
    status: response.status,
    reason: answer.reason ?? null,
    challenge: answer.challenge ?? null,
    cookie: session.join('; ') || cookie,
  }
}

function tally(answers: Answer[]) {
  const counts = new Map<string, number>()
  for (const { status, reason } of answers) {
    const key = reason && status !== 200 ? `${status} ${reason}` : String(status)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => `${count} × ${key}`).join(', ')
}

/** The field value the shop's widget would send for a challenge. */
async function solve(challenge: Parameters<typeof solveChallenge>[0]['challenge']) {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) return null
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  }
  return Buffer.from(JSON.stringify(payload)).toString('base64')
}

/**
 * The probe's 'anyone can mail strangers' case: 30 registrations of strangers' addresses with a
 * link in the first name and the newsletter box ticked, then 30 newsletter subscriptions, all from
 * this one address at once. Before: 60 × 200 and 90 mails. Now a network has 20 sign-ups an hour;
 * beyond them the answer asks for a proof of work (429 PROOF_OF_WORK_REQUIRED with a challenge),
 * and one refused registration is sent again with its challenge solved.
 */
export async function probeSignupMail(origin: string): Promise<string> {
  const run = Date.now()
  const victim = (index: number) => `probe-victim-${run}-${index}@example.com`
  const register = (index: number, altcha?: string, cookie?: string) =>
    call(
      origin,
      '/api/account.php',
      {
        action: 'register',
        email: victim(index),
        password: 'Probe-Passwort-2026',
        firstName: 'Free money at http://evil.example',
        lastName: 'Probe',
        newsletter: true,
        ...(altcha ? { altcha } : {}),
      },
      cookie,
    )
  const registers = await Promise.all(Array.from({ length: 30 }, (_, index) => register(index)))
  const subscribes = await Promise.all(
    Array.from({ length: 30 }, (_, index) =>
      call(origin, '/api/newsletter.php', { action: 'subscribe', email: victim(100 + index) }),
    ),
  )
  const asked = [...registers, ...subscribes].filter((answer) => answer.reason === 'PROOF_OF_WORK_REQUIRED')
  const withChallenge = asked.filter((answer) => answer.challenge).length
  let retried = 'no registration was asked for a proof'
  const refusedIndex = registers.findIndex((answer) => answer.reason === 'PROOF_OF_WORK_REQUIRED')
  const refused = registers[refusedIndex]
  if (refused?.challenge) {
    const altcha = await solve(refused.challenge as Parameters<typeof solve>[0])
    retried = altcha
      ? `solved and sent again: ${(await register(refusedIndex, altcha, refused.cookie)).status}`
      : 'the challenge could not be solved'
  }
  return [
    `30 registers: ${tally(registers)}`,
    `30 subscribes: ${tally(subscribes)}`,
    `proof of work asked ${asked.length} times, ${withChallenge} with a challenge`,
    `one refused registration ${retried}`,
  ].join('; ')
}
