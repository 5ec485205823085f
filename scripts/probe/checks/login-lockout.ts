import { type LoginAnswer, loginWithProof } from './login-proof.ts'

/**
 * The account lock as an outsider sees it: a new account is guessed at with 50 wrong passwords
 * in parallel, three times, and once more while its owner, from a browser that never logged in
 * (no cookies), logs in with the right password and one solved proof of work. The account is not
 * confirmed (the probe reads no mail), so the owner's right password answers 403 UNCONFIRMED:
 * that is the password checked and accepted. Answers one line.
 */
export async function probeLoginLockout(origin: string): Promise<string> {
  const email = `probe-lock-${Date.now()}@example.com`
  const password = 'Probe-Passwort-2026'
  await call(origin, { action: 'register', email, password, firstName: 'Pro', lastName: 'Be' })

  const guesses = (round: number) =>
    Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(origin, { action: 'login', email, password: `wrong-${round}-${index}` }),
      ),
    )
  const rounds = [await guesses(1), await guesses(2), await guesses(3)].flat()

  const owner = { cookie: '' }
  const started = Date.now()
  // The owner sends the proof as told, while the guessing goes on.
  let during: Promise<Answer[]> = Promise.resolve([])
  const { asked, final, answers, solvedMs } = await loginWithProof(
    (altcha) => call(origin, { action: 'login', email, password, ...(altcha ? { altcha } : {}) }, owner),
    5,
    () => {
      during = guesses(4)
    },
  )
  if (asked.status !== 429 || !asked.body.challenge) {
    return `guesses: ${tally(rounds)}; the owner's first attempt: ${asked.status} ${String(asked.body.reason ?? '')} without a challenge`
  }
  const fourth = await during
  const inside = final.status === 200 || (final.status === 403 && final.body.reason === 'UNCONFIRMED')
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  return (
    `guesses: ${tally([...rounds, ...fourth])}; owner from a new browser: 429 ${String(asked.body.reason)} ` +
    `(Retry-After ${asked.retryAfter}), solved in ${solvedMs} ms, then ${answers.join(' → ')}: ` +
    `${inside ? 'password checked and accepted' : 'NOT let in'} after ${seconds} s with one proof of work`
  )
}

type Answer = LoginAnswer

/** A login call; `jar` keeps the session cookie between calls, as a browser would. */
async function call(origin: string, body: unknown, jar?: { cookie: string }): Promise<Answer> {
  const response = await fetch(new URL('/api/account.php', origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(jar?.cookie ? { cookie: jar.cookie } : {}) },
    body: JSON.stringify(body),
  })
  const session = response.headers.getSetCookie().find((cookie) => /^(__Host-)?nf_session=/.test(cookie))
  if (jar && session) jar.cookie = session.split(';')[0] ?? ''
  const text = await response.text()
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(text) as Record<string, unknown>
  } catch {
    parsed = { text: text.slice(0, 80) }
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed }
}

function tally(answers: Answer[]) {
  const counts = new Map<string, number>()
  for (const answer of answers) {
    const label = `${answer.status}${answer.body.reason ? ` ${String(answer.body.reason)}` : ''}`
    counts.set(label, (counts.get(label) ?? 0) + 1)
  }
  return [...counts].map(([label, count]) => `${count} × ${label}`).join(', ')
}
