import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers } from '../../db/schema/index.ts'
import { solveAltcha } from '../support/feedback-helpers.ts'
import { deliverMails, linkIn, mailParts, type OutboxMail, readOutbox } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Registration and the newsletter mail addresses nobody has confirmed. Before, 30 registrations
 * from one address with strangers' addresses and `"firstName": "Free money at http://evil.example"`
 * answered 30 × 200 and sent 30 welcome mails and 30 newsletter confirmations greeting 'Guten Tag
 * Free money at http://evil.example'. Now a network has 20 sign-ups an hour, each further one
 * needs a solved proof of work, an address gets few mails however it is asked for, and those
 * mails carry nothing the requester typed.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
let now = new Date()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-signup-abuse-'))
const run = `${Date.now()}${Math.floor(Math.random() * 1e4)}`
const spam = 'Free money at http://evil.example'
const minute = 60_000
let nextNetwork = 0

beforeAll(async () => {
  database = await useTestDatabase()
  // TRUST_PROXY: each request names its client address in X-Forwarded-For.
  app = createTestApp(
    database.db,
    { DATA_DIR: dataDir, TRUST_PROXY: '1', PUBLIC_ORIGIN: 'http://localhost' },
    () => now,
  ).app
})

const victim = (label: string | number) => `victim-${run}-${label}@example.com`
const freshNetwork = () => `203.0.113.${++nextNetwork}`

type Answer = { status: number; headers: Headers; body: Record<string, unknown> }

async function post(path: string, body: unknown, from: string, jar = new CookieJar()): Promise<Answer> {
  const headers = new Headers({
    origin: 'http://localhost',
    'content-type': 'application/json',
    'x-forwarded-for': from,
  })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })
  jar.store(response)
  return { status: response.status, headers: response.headers, body: await response.json() }
}

const register = (email: string, from: string, jar?: CookieJar, altcha?: string) =>
  post(
    '/api/account.php',
    {
      action: 'register',
      email,
      password: 'Ein-gutes-Passwort-9',
      firstName: spam,
      lastName: spam,
      newsletter: true,
      // A shop path is a way back after the login, but it is typed text too.
      redirectTo: '/Free-money-at-evil.example',
      ...(altcha ? { altcha } : {}),
    },
    from,
    jar,
  )

const subscribe = (email: string, from: string, jar?: CookieJar, altcha?: string) =>
  post('/api/newsletter.php', { action: 'subscribe', email, ...(altcha ? { altcha } : {}) }, from, jar)

async function mailsTo(predicate: (to: string) => boolean): Promise<OutboxMail[]> {
  await deliverMails(dataDir)
  return readOutbox(dataDir).filter((mail) => predicate(mail.to))
}

function expectProofAsked(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429)
  expect(answer.body).toMatchObject({
    success: false,
    code: 'RATE_LIMITED',
    reason: 'PROOF_OF_WORK_REQUIRED',
    field: 'altcha',
    challenge: { parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) },
  })
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
}

type Challenge = Parameters<typeof solveAltcha>[0]

// Twenty password hashes at once and the proofs of work solved here take a while on a busy machine.
describe('thirty registrations and thirty subscriptions at once from one address', {
  timeout: 120_000,
}, () => {
  it('twenty go through; the rest are asked for a proof of work and mail nobody; solved, one passes once', async () => {
    now = new Date()
    const from = freshNetwork()
    const jars = Array.from({ length: 60 }, () => new CookieJar())
    const answers = await Promise.all(
      jars.map((jar, index) =>
        index < 30 ? register(victim(index), from, jar) : subscribe(victim(index), from, jar),
      ),
    )
    const passed = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []))
    const asked = answers.flatMap((answer, index) => (answer.status === 200 ? [] : [index]))
    expect(passed, JSON.stringify(answers.map((answer) => answer.status))).toHaveLength(20)
    for (const index of asked) expectProofAsked(answers[index] as Answer)

    // Mail only for the admitted: a registration with the box sends two, a subscription one.
    const mails = await mailsTo((to) => to.startsWith(`victim-${run}-`))
    expect(new Set(mails.map((mail) => mail.to))).toEqual(new Set(passed.map((index) => victim(index))))
    const registered = passed.filter((index) => index < 30).length
    expect(mails).toHaveLength(registered * 2 + (passed.length - registered))

    // Solved, a refused request goes through with the same session; its mail goes out.
    const index = asked[0] as number
    const solved = await solveAltcha(answers[index]?.body.challenge as Challenge)
    const send = index < 30 ? register : subscribe
    expect((await send(victim(index), from, jars[index], solved)).status).toBe(200)
    expect(await mailsTo((to) => to === victim(index))).not.toHaveLength(0)
    // A proof works once: sent again for another address, the network's limit holds again.
    const other = asked[1] as number
    expectProofAsked(await send(victim(other), from, jars[index], solved))
    // Another session's challenge does not count either.
    expectProofAsked(await send(victim(other), from, new CookieJar(), solved))
    expect(await mailsTo((to) => to === victim(other))).toHaveLength(0)
  })
})

describe('what a mail to an address nobody confirmed carries', () => {
  it('no name and no text of the request, and no link but the confirmation', async () => {
    now = new Date()
    const from = freshNetwork()
    const registered = victim('content-register')
    const subscribed = victim('content-subscribe')
    expect((await register(registered, from)).status).toBe(200)
    expect((await subscribe(subscribed, from)).status).toBe(200)
    const mails = await mailsTo((to) => to === registered || to === subscribed)
    expect(mails.map((mail) => `${mail.to} ${mail.template}`).sort()).toEqual(
      [`${registered} newsletterConfirm`, `${registered} welcome`, `${subscribed} newsletterConfirm`].sort(),
    )
    for (const mail of mails) {
      const html = mailParts(mail.raw)
        .find((part) => part.contentType === 'text/html')
        ?.body.toString('utf8')
      const confirm = linkIn(mail, mail.template === 'welcome' ? '/login?confirm=' : '/newsletter?confirm=')
      expect(mail.text.split('\n')[0]).toBe('Guten Tag,')
      for (const part of [mail.subject, mail.text, html ?? '']) {
        expect(part).not.toContain('Free money')
        expect(part).not.toContain('evil.example')
      }
      expect([...new Set(mail.text.match(/https?:\/\/\S+/g))]).toEqual([confirm])
      expect([...new Set(html?.match(/href="[^"]*"/g))]).toEqual([`href="${confirm.replace(/&/g, '&amp;')}"`])
      expect(mail.raw).not.toMatch(/^List-Unsubscribe:/m)
    }
  })

  it('a confirmed account registered again: its owner gets the mail with the name the owner gave', async () => {
    now = new Date()
    const email = victim('owner')
    await database.db.insert(customers).values({
      email,
      passwordHash: await hashPassword('Faden-und-Nadel-2026'),
      firstName: 'Erika',
      lastName: 'Muster',
    })
    expect((await register(email, freshNetwork())).status).toBe(200)
    const mails = await mailsTo((to) => to === email)
    const mail = mails.find((each) => each.template === 'accountExists')
    expect(mails.map((each) => each.template).sort()).toEqual(['accountExists', 'newsletterConfirm'])
    expect(mail?.text.split('\n')[0]).toBe('Guten Tag Erika Muster,')
    expect(mail?.text).not.toContain('Free money')
  })
})

describe('per address, from any number of networks', { timeout: 90_000 }, () => {
  it('a registered address gets one mail an hour and three a day, each the confirmation', async () => {
    now = new Date()
    const email = victim('hourly')
    const round = () => Promise.all(Array.from({ length: 10 }, () => register(email, freshNetwork())))
    for (let hour = 0; hour < 4; hour++) {
      const answers = await round()
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      now = new Date(now.getTime() + 61 * minute)
    }
    const mails = (await mailsTo((to) => to === email)).filter(
      (mail) => mail.template !== 'newsletterConfirm',
    )
    expect(mails.map((mail) => mail.template)).toEqual(['welcome', 'welcome', 'welcome'])
    for (const mail of mails) expect(mail.text.split('\n')[0]).toBe('Guten Tag,')
  })

  it('a subscribed address gets one confirmation per ten minutes, three a day; the last link still works', async () => {
    now = new Date()
    const email = victim('newsletter')
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(Array.from({ length: 30 }, () => subscribe(email, freshNetwork())))
      expect(answers.every((answer) => answer.status === 200)).toBe(true)
      // Sent round by round, so the outbox keeps their order.
      await deliverMails(dataDir)
      now = new Date(now.getTime() + 11 * minute)
    }
    const mails = await mailsTo((to) => to === email)
    expect(mails).toHaveLength(3)
    const token = new URL(linkIn(mails.at(-1) as OutboxMail, '/newsletter?confirm=')).searchParams.get(
      'confirm',
    )
    expect((await post('/api/newsletter.php', { action: 'confirm', token }, freshNetwork())).status).toBe(200)
  })
})

describe('the network of an IPv6 address', () => {
  it('is its /64: twenty from one /64 pass, the next is asked; another /64 is not', async () => {
    now = new Date()
    const answers = await Promise.all(
      Array.from({ length: 21 }, (_, index) =>
        subscribe(victim(`v6-${index}`), `2001:db8:1:2::${index + 1}`),
      ),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20)
    expectProofAsked(answers.find((answer) => answer.status !== 200) as Answer)
    expect((await subscribe(victim('v6-other'), '2001:db8:1:3::1')).status).toBe(200)
  })
})

describe('the forms of /register and /newsletter', { timeout: 60_000 }, () => {
  async function postForm(path: string, fields: Record<string, string>, from: string, jar: CookieJar) {
    const headers = new Headers({
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': from,
    })
    if (jar.header()) headers.set('cookie', jar.header())
    const response = await app.request(path, {
      method: 'POST',
      headers,
      body: new URLSearchParams(fields).toString(),
    })
    jar.store(response)
    return { status: response.status, html: await response.text() }
  }

  it.each([
    ['/register', { firstName: 'Clara', lastName: 'Zuschnitt', password: 'Ein-gutes-Passwort-9' }],
    ['/newsletter', { intent: 'subscribe', consent: 'on' }],
  ])('%s beyond the limit shows the security check, and passes with its answer', async (page, fields) => {
    now = new Date()
    const from = freshNetwork()
    const label = page.slice(1)
    const fill = await Promise.all(
      Array.from({ length: 20 }, (_, index) => subscribe(victim(`fill-${label}-${index}`), from)),
    )
    expect(fill.every((answer) => answer.status === 200)).toBe(true)
    const jar = new CookieJar()
    const email = victim(`form-${label}`)
    const refused = await postForm(page, { ...fields, email }, from, jar)
    expect(refused.status).toBe(429)
    expect(refused.html).toContain(
      'Von Ihrem Netzwerk aus kamen in der letzten Stunde bereits viele Anmeldungen.',
    )
    expect(refused.html).toContain('Sicherheitsprüfung')
    expect(refused.html).toMatch(/<input type="hidden" name="altcha" value=""/)
    expect(await mailsTo((to) => to === email)).toHaveLength(0)

    // The widget fetches its challenge for the page's session, as in the browser.
    const challenge = await app.request('/api/feedback/challenge.php', {
      headers: { cookie: jar.header(), 'x-forwarded-for': from },
    })
    jar.store(challenge)
    const altcha = await solveAltcha((await challenge.json()) as Challenge)
    const sent = await postForm(page, { ...fields, email, altcha }, from, jar)
    expect(sent.status).toBe(200)
    expect(await mailsTo((to) => to === email)).toHaveLength(1)
  })
})
