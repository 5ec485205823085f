import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers, rateLimits, vouchers } from '../../db/schema/index.ts'
import { deliverMails, linkIn, readOutbox, waitForMail } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Every throttle under parallel requests through the real app: a burst of 40 (or more) at once
 * must not get more attempts evaluated than the limit allows. Before the limiter counted and
 * decided in one step, each of these let (nearly) the whole burst through.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-throttle-'))
const password = 'Faden-und-Nadel-2026'
const shopInbox = 'werkstatt-throttle@example.com'
let nextAddress = 0

beforeAll(async () => {
  database = await useTestDatabase()
  // TRUST_PROXY: each request names its client address in X-Forwarded-For.
  app = createTestApp(database.db, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: shopInbox,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  }).app
})

const unique = (prefix = 't') => `${prefix}${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`
const freshAddress = () => `192.0.2.${++nextAddress % 250}`

type Answer = { status: number; headers: Headers; setCookies: string[]; body: Record<string, unknown> }

async function request(
  url: string,
  options: {
    body: unknown
    cookie?: string
    address?: string
    headers?: Record<string, string>
    via?: typeof app
  },
): Promise<Answer> {
  const form = options.body instanceof FormData
  const headers = new Headers({
    origin: 'http://localhost',
    'x-forwarded-for': options.address ?? freshAddress(),
  })
  if (!form) headers.set('content-type', 'application/json')
  if (options.cookie) headers.set('cookie', options.cookie)
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value)
  const response = await (options.via ?? app).request(url, {
    method: 'POST',
    headers,
    body: form ? (options.body as FormData) : JSON.stringify(options.body),
  })
  return {
    status: response.status,
    headers: response.headers,
    setCookies: response.headers.getSetCookie(),
    body: (await response.json()) as Record<string, unknown>,
  }
}

/** A session cookie header (`nf_session=…`) for a new guest. */
async function guestCookie(): Promise<string> {
  const jar = new CookieJar()
  const response = await app.request('/api/session/csrf.php', { headers: { origin: 'http://localhost' } })
  jar.store(response)
  const body = (await response.json()) as { csrfToken: string }
  return `${jar.header()}||${body.csrfToken}`
}

async function csrfOf(jar: CookieJar): Promise<string> {
  const response = await app.request('/api/session/csrf.php', { headers: { cookie: jar.header() } })
  return ((await response.json()) as { csrfToken: string }).csrfToken
}

function statuses(answers: Answer[]) {
  const counts = new Map<number, number>()
  for (const answer of answers) counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1)
  return Object.fromEntries(counts)
}

const evaluated = (answers: Answer[]) => answers.filter((answer) => answer.status !== 429)

async function createCustomer(email: string, role: 'customer' | 'admin' = 'customer') {
  await database.db.insert(customers).values({
    email,
    passwordHash: await hashPassword(password),
    firstName: 'Erika',
    lastName: 'Muster',
    role,
  })
}

const login = (
  email: string,
  pw: string,
  options: { address?: string; cookie?: string; via?: typeof app } = {},
) => request('/api/account.php', { body: { action: 'login', email, password: pw }, ...options })

const burst = <T>(count: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => make(index)))

describe('login under parallel attempts', () => {
  it('evaluates at most 5 passwords of 40 parallel attempts for one account (from many addresses)', async () => {
    const email = unique('acc')
    await createCustomer(email)
    const answers = await burst(40, (index) => login(email, `wrong-${index}`))
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(5)
    expect(evaluated(answers).every((answer) => answer.status === 401)).toBe(true)
    const refused = answers.find((answer) => answer.status === 429)
    expect(refused?.body.reason).toBe('PROOF_OF_WORK_REQUIRED')
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    // The correct password alone is refused now too: it needs a proof of work (login-lockout.test.ts).
    expect((await login(email, password)).status).toBe(429)
  })

  it('evaluates at most 100 of 110 parallel attempts from one address', { timeout: 120_000 }, async () => {
    const address = '198.18.0.7'
    const answers = await burst(110, () => login(unique('none'), 'wrong-password', { address }))
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(100)
    // Another address is not affected.
    const other = unique('other')
    await createCustomer(other)
    expect((await login(other, password)).status).toBe(200)
  })
})

const deviceCookieOf = (answer: Answer) =>
  answer.setCookies.find((cookie) => cookie.startsWith('nf_device='))?.split(';')[0] ?? ''

describe('the way out of an account lock: a known device', () => {
  it('lets a correct password in from a browser that logged in before, under its own limit', async () => {
    const email = unique('owner')
    await createCustomer(email, 'admin')
    const first = await login(email, password)
    expect(first.status).toBe(200)
    const device = deviceCookieOf(first)
    expect(device).toMatch(/^nf_device=[A-Za-z0-9_-]{43}$/)
    expect(first.setCookies.find((cookie) => cookie.startsWith('nf_device='))).toMatch(/HttpOnly/)

    // Someone else locks the account from elsewhere.
    await burst(12, (index) => login(email, `guess-${index}`))
    expect((await login(email, password)).status).toBe(429)

    // The owner's browser still gets in with the correct password, and keeps its device cookie.
    const owner = await login(email, password, { cookie: device })
    expect(owner.status, JSON.stringify(owner.body)).toBe(200)
    expect(deviceCookieOf(owner)).toBe(device)
    // Everybody else still needs a proof of work.
    expect((await login(email, password)).status).toBe(429)
  })

  it('gives a known device 10 attempts of its own, and no way in to another account', async () => {
    const email = unique('dev')
    const other = unique('dev-other')
    await createCustomer(email)
    await createCustomer(other)
    const device = deviceCookieOf(await login(email, password))
    const otherDevice = deviceCookieOf(await login(other, password))
    await burst(10, (index) => login(email, `guess-${index}`))

    // A device of another account, or a made-up cookie, is no known device of this one.
    expect((await login(email, password, { cookie: otherDevice })).status).toBe(429)
    expect((await login(email, password, { cookie: `nf_device=${'A'.repeat(43)}` })).status).toBe(429)

    // Wrong passwords from the known device count against the device (10 in parallel at most).
    const answers = await burst(15, (index) => login(email, `device-guess-${index}`, { cookie: device }))
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(10)
    expect((await login(email, password, { cookie: device })).status).toBe(429)
  })
})

describe('a new password', () => {
  it('keeps the known devices: a browser that logged in before still gets past a lock', async () => {
    const email = unique('newpw')
    await createCustomer(email)
    const jar = new CookieJar()
    const first = await app.request('/api/account.php', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost',
        'x-forwarded-for': freshAddress(),
      },
      body: JSON.stringify({ action: 'login', email, password }),
    })
    jar.store(first)
    const device = `nf_device=${jar.get('nf_device')}`
    expect(device).toMatch(/^nf_device=[A-Za-z0-9_-]{43}$/)
    const newPassword = 'Ein-ganz-neues-Passwort-7'
    const changed = await request('/api/account.php', {
      body: { action: 'changePassword', currentPassword: password, newPassword },
      cookie: jar.header(),
      headers: { 'x-csrf-token': await csrfOf(jar) },
    })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    await burst(12, (index) => login(email, `guess-${index}`))
    expect((await login(email, newPassword)).status).toBe(429)
    // The device counts against its own limit, and only the new password opens the account.
    expect((await login(email, password, { cookie: device })).status).toBe(401)
    expect((await login(email, newPassword, { cookie: device })).status).toBe(200)
  })

  it('a completed reset ends the lock, for a new browser and for a known one', async () => {
    const email = unique('resetlock')
    await createCustomer(email)
    const known = deviceCookieOf(await login(email, password))
    expect(known).toMatch(/^nf_device=/)
    // 12 wrong passwords in parallel: 5 are evaluated (401), the rest are asked for a proof of work.
    const guesses = await burst(12, (index) => login(email, `guess-${index}`))
    expect(evaluated(guesses).length, JSON.stringify(statuses(guesses))).toBe(5)
    expect((await login(email, password)).status).toBe(429)

    const asked = await request('/api/account.php', { body: { action: 'requestPasswordReset', email } })
    expect(asked.status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'passwordReset')
    const token = new URL(linkIn(mail, '/password-recovery?token=')).searchParams.get('token')
    const newPassword = 'Nach-dem-Reset-2026'
    const reset = await request('/api/account.php', {
      body: { action: 'resetPassword', token, password: newPassword },
    })
    expect(reset.status, JSON.stringify(reset.body)).toBe(200)

    // The owner proved the address: a new browser gets in with the new password at once ...
    expect((await login(email, newPassword)).status).toBe(200)
    // ... and so does the browser that logged in before, its device still known.
    const again = await login(email, newPassword, { cookie: known })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    expect(deviceCookieOf(again)).toBe(known)
  })
})

describe('password reset, registration mail', () => {
  it('accepts at most 5 of 40 parallel reset requests for one address', async () => {
    const email = unique('reset')
    await createCustomer(email)
    const answers = await burst(40, () =>
      request('/api/account.php', { body: { action: 'requestPasswordReset', email } }),
    )
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(5)
  })

  it('sends a taken address at most one "account exists" mail an hour, however often it is registered', async () => {
    const email = unique('taken')
    await createCustomer(email)
    const register = () =>
      request('/api/account.php', {
        body: {
          action: 'register',
          email,
          password: 'Ein-gutes-Passwort-9',
          firstName: 'Max',
          lastName: 'Muster',
        },
      })
    const answers = await burst(15, register)
    // The answer stays the same as for a new address: nothing reveals the account.
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect((await register()).status).toBe(200)
    await deliverMails(dataDir)
    const mails = readOutbox(dataDir).filter((mail) => mail.template === 'accountExists' && mail.to === email)
    expect(mails).toHaveLength(1)
  })
})

describe('registering the same address twice', () => {
  it('mails a new address its welcome mail and nothing more within the hour, like a taken one', async () => {
    const email = unique('fresh')
    const register = () =>
      request('/api/account.php', {
        body: {
          action: 'register',
          email,
          password: 'Ein-gutes-Passwort-9',
          firstName: 'Max',
          lastName: 'Muster',
        },
      })
    expect((await register()).status).toBe(200)
    expect((await register()).status).toBe(200)
    await deliverMails(dataDir)
    const mails = readOutbox(dataDir).filter((mail) => mail.to === email)
    expect(mails.map((mail) => mail.template)).toEqual(['welcome'])
  })
})

describe('voucher codes, withdrawals, feedback', () => {
  it('checks at most 5 of 40 parallel voucher codes of one session', async () => {
    const [cookie] = (await guestCookie()).split('||')
    const answers = await burst(40, (index) =>
      request('/api/cart.php', { body: { action: 'applyVoucher', code: `WRONG-${index}-CODE` }, cookie }),
    )
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(5)
    expect(evaluated(answers).every((answer) => answer.status === 400)).toBe(true)
  })

  it('checks at most 30 codes from one address, however many new sessions it starts', async () => {
    const address = '198.18.2.1'
    const guess = (cookie: string | undefined, index: number) =>
      request('/api/cart.php', {
        body: { action: 'applyVoucher', code: `NET-${index}-WRONG` },
        cookie,
        address,
      })
    // Six sessions of five guesses each: the sixth session's are refused although it is new.
    const sequential: Answer[] = []
    for (let round = 0; round < 6; round++) {
      const [cookie] = (await guestCookie()).split('||')
      for (let index = 0; index < 5; index++) sequential.push(await guess(cookie, round * 5 + index))
    }
    expect(statuses(sequential)).toEqual({ 400: 30 })
    const [fresh] = (await guestCookie()).split('||')
    const refused = await guess(fresh, 99)
    expect(refused.status).toBe(429)
    expect(refused.body.reason).toBe('VOUCHER_THROTTLED')
    // Another address is not affected.
    expect(
      (await request('/api/cart.php', { body: { action: 'applyVoucher', code: 'OTHER-NET' } })).status,
    ).toBe(400)
  })

  it('checks exactly 30 of 50 parallel codes from one address, each from a new session', async () => {
    const address = '198.18.2.2'
    const cookies = await burst(50, async () => (await guestCookie()).split('||')[0])
    const answers = await burst(50, (index) =>
      request('/api/cart.php', {
        body: { action: 'applyVoucher', code: `PAR-${index}-WRONG` },
        cookie: cookies[index],
        address,
      }),
    )
    expect(statuses(answers)).toEqual({ 400: 30, 429: 20 })
  })

  it('checks at most 10 codes of one account across its sessions and addresses; a valid code gives its attempt back', async () => {
    const email = unique('voucher')
    await createCustomer(email)
    // The login's own cookie is the last: the guest session it started with is set first.
    const sessionOf = (answer: Answer) =>
      answer.setCookies
        .filter((cookie) => cookie.startsWith('nf_session='))
        .at(-1)
        ?.split(';')[0] ?? ''
    const sessions = [
      sessionOf(await login(email, password)),
      sessionOf(await login(email, password)),
      sessionOf(await login(email, password)),
    ]
    await database.db.insert(vouchers).values({
      code: 'THROTTLEVALID0001',
      issuedCode: 'THROTTLE-VALID-0001',
      initialCents: 1000,
      balanceCents: 1000,
      status: 'active',
    })
    const valid = await request('/api/cart.php', {
      body: { action: 'applyVoucher', code: 'THROTTLE-VALID-0001' },
      cookie: sessions[0],
    })
    expect(valid.status).toBe(200)
    // Three sessions, each from its own address, five guesses each at once: ten are checked.
    const answers = await burst(15, (index) =>
      request('/api/cart.php', {
        body: { action: 'applyVoucher', code: `ACC-${index}-WRONG` },
        cookie: sessions[index % 3],
      }),
    )
    expect(statuses(answers)).toEqual({ 400: 10, 429: 5 })
  })

  it('receives at most 5 of 40 parallel withdrawals for one email', async () => {
    const email = unique('withdraw')
    const answers = await burst(40, () =>
      request('/api/withdrawal.php', {
        body: { action: 'submit', name: 'Erika Muster', email, orderNumber: 'NF-2026-999999' },
      }),
    )
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(5)
  })

  it('takes at most 20 of 40 parallel feedback sends from one address', async () => {
    const [cookie, csrfToken] = (await guestCookie()).split('||')
    const address = '198.18.1.9'
    const answers = await burst(40, () => {
      const form = new FormData()
      form.append('name', '')
      return request('/api/feedback/send.php', {
        body: form,
        cookie,
        address,
        headers: { 'x-csrf-token': csrfToken ?? '' },
      })
    })
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(20)
  })
})

describe('service requests and replies', () => {
  const mailsTo = async (marker: string) => {
    await deliverMails(dataDir)
    return readOutbox(dataDir).filter(
      (mail) => mail.template === 'serviceMessage' && mail.to === shopInbox && mail.text.includes(marker),
    )
  }

  it('opens at most 5 of 40 parallel requests of one session, with at most 5 mails', async () => {
    const [cookie] = (await guestCookie()).split('||')
    const marker = `marker-${Date.now()}-create`
    const answers = await burst(40, () =>
      request('/api/service.php', {
        body: {
          action: 'create',
          subject: 'Frage',
          message: `Eine Frage ${marker}`,
          email: 'guest@example.com',
        },
        cookie,
      }),
    )
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(5)
    expect(await mailsTo(marker)).toHaveLength(5)
  })

  it('takes at most 10 of 40 parallel guest replies to one ticket, with at most 10 mails', async () => {
    const [cookie] = (await guestCookie()).split('||')
    const address = '198.18.2.3'
    const created = await request('/api/service.php', {
      body: { action: 'create', subject: 'Frage', message: 'Erste Nachricht', email: 'guest@example.com' },
      cookie,
      address,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const marker = `marker-${Date.now()}-reply`
    const answers = await burst(40, () =>
      request('/api/service.php', {
        body: { action: 'reply', ticketId: created.body.ticketId, message: `Nachtrag ${marker}` },
        cookie,
        address,
      }),
    )
    expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(10)
    expect(await mailsTo(marker)).toHaveLength(10)
    const refused = answers.find((answer) => answer.status === 429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused?.body.key).toBe('service.errors.tooManyReplies')
  })
})

describe('through Redis (REDIS_URL set)', () => {
  it('evaluates at most 5 of 40 parallel logins for one account, counted in Redis', async () => {
    const redis = createTestApp(database.db, {
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      PUBLIC_ORIGIN: 'http://localhost',
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    })
    try {
      const email = unique('redis')
      await createCustomer(email)
      const answers = await burst(40, (index) => login(email, `wrong-${index}`, { via: redis.app }))
      expect(evaluated(answers).length, JSON.stringify(statuses(answers))).toBe(5)
      expect((await login(email, password, { via: redis.app })).status).toBe(429)
      // The database kept no count: Redis did.
      const rows = await database.db
        .select()
        .from(rateLimits)
        .where(and(eq(rateLimits.scope, 'login-account'), eq(rateLimits.key, email)))
      expect(rows).toHaveLength(0)
    } finally {
      await redis.deps.limiter.close()
    }
  })
})

describe('the login page', () => {
  const pageLogin = (email: string, pw: string, cookie?: string) =>
    app.request('/login', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'x-forwarded-for': freshAddress(),
        ...(cookie ? { cookie } : {}),
      },
      body: new URLSearchParams({ email, password: pw }).toString(),
    })

  it('sets the known-device cookie too, which gets in during a lock', async () => {
    const email = unique('page')
    await createCustomer(email)
    const first = await pageLogin(email, password)
    expect(first.status).toBe(302)
    const device = first.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('nf_device='))
      ?.split(';')[0]
    expect(device).toMatch(/^nf_device=[A-Za-z0-9_-]{43}$/)
    await burst(10, (index) => login(email, `guess-${index}`))
    const locked = await pageLogin(email, password)
    expect(locked.status).toBe(429)
    expect((await pageLogin(email, password, device)).status).toBe(302)
  })
})
