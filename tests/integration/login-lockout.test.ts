import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Challenge } from 'altcha-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import { serverT } from '../../app/i18n/server.ts'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers } from '../../db/schema/index.ts'
import { solveAltcha } from '../support/feedback-helpers.ts'
import { deliverMails, readOutbox } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Nobody can keep an account locked: whoever keeps guessing from browsers that never logged in
 * is asked for a proof of work and waits a growing delay, but the owner, from a new browser, gets
 * in with the right password and one solved challenge, at most 30 seconds after it was handed out,
 * while the guessing goes on in parallel. The owner hears of it once per lock. Before, the account
 * answered every browser without the known-device cookie 429 for as long as the guessing went on.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-lockout-'))
const password = 'Faden-und-Nadel-2026'
/** The shop's clock runs ahead of the real one by this much: a test lets the delay pass at once. */
let aheadMs = 0
let nextAddress = 0

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(
    database.db,
    { DATA_DIR: dataDir, TRUST_PROXY: '1', PUBLIC_ORIGIN: 'http://localhost' },
    () => new Date(Date.now() + aheadMs),
  ).app
})

const unique = (prefix: string) => `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`
const freshAddress = () => `203.0.113.${(++nextAddress % 250) + 1}`
const letPass = (seconds: number) => {
  aheadMs += seconds * 1000
}

type Answer = { status: number; headers: Headers; body: Record<string, unknown> }

/** One browser: its own cookies (session, and known device once it logged in) and address. */
class Browser {
  readonly jar = new CookieJar()
  readonly address: string
  constructor(address = freshAddress()) {
    this.address = address
  }

  async login(email: string, pw: string, altcha?: string): Promise<Answer> {
    const response = await app.request('/api/account.php', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': this.address,
        cookie: this.jar.header(),
      },
      body: JSON.stringify({ action: 'login', email, password: pw, ...(altcha ? { altcha } : {}) }),
    })
    this.jar.store(response)
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as Answer['body'],
    }
  }
}

async function createCustomer(email: string, lang = 'de', role: 'customer' | 'staff' | 'admin' = 'customer') {
  await database.db.insert(customers).values({
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Erika',
    lastName: 'Muster',
    lang,
    role,
  })
}

/** 50 wrong passwords at once, each from a browser of its own (no cookies), spread over addresses. */
const guessInParallel = (email: string, round: number) =>
  Promise.all(Array.from({ length: 50 }, (_, index) => new Browser().login(email, `guess-${round}-${index}`)))

const statuses = (answers: Answer[]) => {
  const counts: Record<number, number> = {}
  for (const answer of answers) counts[answer.status] = (counts[answer.status] ?? 0) + 1
  return counts
}

const reasonOf = (answer: Answer) => answer.body.reason
const retryAfter = (answer: Answer) => Number(answer.headers.get('retry-after'))

async function lockMails(email: string) {
  await deliverMails(dataDir)
  return readOutbox(dataDir).filter((mail) => mail.to === email && mail.template === 'loginAttempts')
}

describe('an account under parallel guessing', () => {
  it('lets its owner in from a new browser with one proof of work; the guessers are asked for proofs', {
    timeout: 120_000,
  }, async () => {
    const email = unique('owner')
    await createCustomer(email, 'fr')

    // The guessing: 50 in parallel, twice. 5 passwords are checked, then every guess needs a proof.
    const first = await guessInParallel(email, 1)
    expect(statuses(first), JSON.stringify(statuses(first))).toEqual({ 401: 5, 429: 45 })
    const second = await guessInParallel(email, 2)
    expect(statuses(second)).toEqual({ 429: 50 })
    for (const refused of [...first, ...second].filter((answer) => answer.status === 429)) {
      expect(reasonOf(refused)).toBe('PROOF_OF_WORK_REQUIRED')
      expect(retryAfter(refused)).toBeGreaterThan(0)
      expect(retryAfter(refused)).toBeLessThanOrEqual(30)
    }

    // The owner, from a browser that never logged in: the right password alone is not enough now ...
    const owner = new Browser()
    const asked = await owner.login(email, password)
    expect(asked.status).toBe(429)
    expect(reasonOf(asked)).toBe('PROOF_OF_WORK_REQUIRED')
    expect(retryAfter(asked)).toBe(30)
    const solved = await solveAltcha(asked.body.challenge as Challenge)

    // ... the proof sent at once, while the guessing goes on, is early: it stays good ...
    const [early] = await Promise.all([owner.login(email, password, solved), guessInParallel(email, 3)])
    expect(early.status).toBe(429)
    expect(reasonOf(early)).toBe('LOGIN_DELAYED')
    expect(retryAfter(early)).toBeGreaterThan(0)
    expect(retryAfter(early)).toBeLessThanOrEqual(30)

    // One mail for the lock so far, in the account's language, with nothing the guessers typed.
    const mails = await lockMails(email)
    expect(mails).toHaveLength(1)
    const mail = mails[0]
    expect(mail?.subject).toBe(serverT('fr')('email.loginAttempts.subject'))
    expect(mail?.text).toContain('Erika')
    expect(mail?.text).toContain('http://localhost/fr/forgot-password')
    expect(mail?.text).not.toMatch(/guess-|203\.0\.113/)

    // Once the delay has passed the owner is in, with the guessing still going on.
    letPass(retryAfter(early))
    const [entered, fourth] = await Promise.all([
      owner.login(email, password, solved),
      guessInParallel(email, 4),
    ])
    expect(entered.status, JSON.stringify(entered.body)).toBe(200)
    expect(owner.jar.get('nf_device')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(fourth.filter((answer) => answer.status === 200)).toHaveLength(0)
  })

  it('spends a proof once: 20 parallel attempts with the same solved challenge check one password', async () => {
    const email = unique('spent')
    await createCustomer(email)
    await guessInParallel(email, 1)
    const thief = new Browser()
    const asked = await thief.login(email, 'guess-thief')
    const solved = await solveAltcha(asked.body.challenge as Challenge)
    letPass(30)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => thief.login(email, `thief-${index}`, solved)),
    )
    expect(statuses(answers)).toEqual({ 401: 1, 429: 19 })
    expect(
      answers
        .filter((answer) => answer.status === 429)
        .every((a) => reasonOf(a) === 'PROOF_OF_WORK_REQUIRED'),
    ).toBe(true)
    // Spent: the owner cannot reuse it either, and a proof solved for another session is no proof.
    const owner = new Browser()
    expect(reasonOf(await owner.login(email, password, solved))).toBe('PROOF_OF_WORK_REQUIRED')
  })

  it('mails the owner once per lock: again after the owner got in and the guessing started over', async () => {
    const email = unique('episodes')
    await createCustomer(email)
    await guessInParallel(email, 1)
    await guessInParallel(email, 2)
    expect(await lockMails(email)).toHaveLength(1)

    const owner = new Browser()
    const asked = await owner.login(email, password)
    const solved = await solveAltcha(asked.body.challenge as Challenge)
    letPass(30)
    expect((await owner.login(email, password, solved)).status).toBe(200)

    await guessInParallel(email, 3)
    expect(await lockMails(email)).toHaveLength(2)
  })

  it('sends no mail for an address without an account, and answers it exactly like one with', async () => {
    const email = unique('nobody')
    const answers = await guessInParallel(email, 1)
    expect(statuses(answers)).toEqual({ 401: 5, 429: 45 })
    expect(
      answers
        .filter((answer) => answer.status === 429)
        .every((a) => reasonOf(a) === 'PROOF_OF_WORK_REQUIRED'),
    ).toBe(true)
    expect(await lockMails(email)).toHaveLength(0)
  })
})

describe('many failed logins from one address', () => {
  it('do not hold back the owner’s known browser behind it, and ask the others for a proof', {
    timeout: 120_000,
  }, async () => {
    const office = '198.51.100.20'
    const email = unique('office')
    await createCustomer(email)
    const ownerBrowser = new Browser(office)
    expect((await ownerBrowser.login(email, password)).status).toBe(200)

    // 110 failed logins from the same address, for accounts that do not exist.
    const guesses = await Promise.all(
      Array.from({ length: 110 }, () => new Browser(office).login(unique('none'), 'wrong-password')),
    )
    expect(statuses(guesses)).toEqual({ 401: 100, 429: 10 })
    expect(
      guesses
        .filter((answer) => answer.status === 429)
        .every((a) => reasonOf(a) === 'PROOF_OF_WORK_REQUIRED'),
    ).toBe(true)

    // The owner's browser that logged in before gets in at once ...
    expect((await ownerBrowser.login(email, password)).status).toBe(200)
    // ... and a colleague's new browser with one proof, without a delay (the account was not guessed).
    const colleague = new Browser(office)
    const colleagueEmail = unique('colleague')
    await createCustomer(colleagueEmail)
    const asked = await colleague.login(colleagueEmail, password)
    expect(reasonOf(asked)).toBe('PROOF_OF_WORK_REQUIRED')
    const solved = await solveAltcha(asked.body.challenge as Challenge)
    expect((await colleague.login(colleagueEmail, password, solved)).status).toBe(200)
  })
})

describe('a logged-in owner during the guessing', () => {
  it('can still change the password: wrong current passwords count per session, not with the login', async () => {
    const email = unique('dashboard')
    await createCustomer(email)
    const owner = new Browser()
    expect((await owner.login(email, password)).status).toBe(200)
    await guessInParallel(email, 1)
    const csrf = await app.request('/api/session/csrf.php', { headers: { cookie: owner.jar.header() } })
    const { csrfToken } = (await csrf.json()) as { csrfToken: string }
    const changed = await app.request('/api/account.php', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': owner.address,
        'x-csrf-token': csrfToken,
        cookie: owner.jar.header(),
      },
      body: JSON.stringify({
        action: 'changePassword',
        currentPassword: password,
        newPassword: 'Ein-neues-Passwort-2026',
      }),
    })
    expect(changed.status, await changed.clone().text()).toBe(200)
  })
})

describe('the challenge endpoint', () => {
  it('hands out a challenge bound to the session, usable for the login', async () => {
    const email = unique('endpoint')
    await createCustomer(email)
    await guessInParallel(email, 1)
    const owner = new Browser()
    const response = await app.request('/api/account/challenge.php', {
      headers: { origin: 'http://localhost', 'x-forwarded-for': owner.address },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    owner.jar.store(response)
    const solved = await solveAltcha((await response.json()) as Challenge)
    letPass(30)
    expect((await owner.login(email, password, solved)).status).toBe(200)
  })
})

describe('the login page', () => {
  it('shows the proof of work when the server asks for it and lets the owner in with it', {
    timeout: 120_000,
  }, async () => {
    const email = unique('page')
    await createCustomer(email)
    await guessInParallel(email, 1)
    const browser = new Browser()
    const post = (fields: Record<string, string>) =>
      app.request('/login', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'http://localhost',
          'x-forwarded-for': browser.address,
          cookie: browser.jar.header(),
        },
        body: new URLSearchParams(fields).toString(),
      })
    // A real form post, without JavaScript: the answer names the check and starts a session for it.
    const asked = await post({ email, password, altcha: '' })
    expect(asked.status).toBe(429)
    expect(Number(asked.headers.get('retry-after'))).toBe(30)
    browser.jar.store(asked)
    expect(browser.jar.get('nf_session')).toBeTruthy()
    const html = await asked.text()
    const t = serverT('de')
    expect(html).toContain('data-testid="login-proof"')
    expect(html).toContain('name="altcha"')
    expect(html).toContain(t('account.proof.legend'))
    expect(html).toContain('frühestens in 30 Sekunden')

    // The widget fetches its challenge with the page's session and posts the answer with the form.
    const challenge = await app.request('/api/account/challenge.php', {
      headers: { cookie: browser.jar.header() },
    })
    const solved = await solveAltcha((await challenge.json()) as Challenge)
    const early = await post({ email, password, altcha: solved })
    expect(early.status).toBe(429)
    expect(await early.text()).toContain('data-testid="login-proof"')
    letPass(Number(early.headers.get('retry-after')))
    const entered = await post({ email, password, altcha: solved })
    expect(entered.status).toBe(302)
    expect(entered.headers.getSetCookie().some((cookie) => cookie.startsWith('nf_device='))).toBe(true)
  })

  it.each([
    ['customer', '/en/login', '/en/dashboard'],
    ['staff', '/en/login', '/admin'],
    ['admin', '/login', '/admin'],
    ['admin', '/login?redirectTo=%2Fcheckout', '/checkout'],
  ] as const)('a %s logging in on %s goes on to %s', async (role, page, target) => {
    const email = unique(`landing-${role}`)
    await createCustomer(email, 'de', role)
    const browser = new Browser()
    const answer = await app.request(page, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'x-forwarded-for': browser.address,
      },
      body: new URLSearchParams({ email, password }).toString(),
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(target)
  })
})
