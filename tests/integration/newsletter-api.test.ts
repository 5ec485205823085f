import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers, newsletterConsentLog, newsletterSubscriptions } from '../../db/schema/index.ts'
import { deliverMails, linkIn, readOutbox, waitForMail } from '../support/outbox.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let database: Awaited<ReturnType<typeof useTestDatabase>>
let app: ReturnType<typeof createTestApp>['app']
let now = new Date()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-newsletter-'))
const unique = () => `nl-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
const minute = 60_000
const day = 24 * 60 * minute

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }, () => now).app
})

async function call(jar: CookieJar, url: string, body: unknown, headers: Record<string, string> = {}) {
  const all = new Headers({ 'content-type': 'application/json', origin: 'http://localhost', ...headers })
  if (jar.header()) all.set('cookie', jar.header())
  const response = await app.request(url, { method: 'POST', headers: all, body: JSON.stringify(body) })
  jar.store(response)
  return response
}
const newsletter = (body: unknown, jar = new CookieJar()) => call(jar, '/api/newsletter.php', body)

async function stateOf(email: string) {
  const [row] = await database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email))
  return row ?? null
}

async function consentLog(email: string) {
  return database.db
    .select()
    .from(newsletterConsentLog)
    .where(eq(newsletterConsentLog.email, email))
    .orderBy(newsletterConsentLog.id)
}

const mailsTo = async (email: string, template: string) => {
  await deliverMails(dataDir)
  return readOutbox(dataDir).filter((mail) => mail.to.includes(email) && mail.template === template)
}

const tokenOf = (url: string, name: string) => new URL(url).searchParams.get(name) as string

describe('double opt-in', () => {
  it('subscribe mails a confirmation link; only the link subscribes; the record keeps time, address and text', async () => {
    now = new Date()
    const email = unique()
    const response = await newsletter({ action: 'subscribe', email: email.toUpperCase() })
    expect(response.status).toBe(200)
    expect((await response.json()).success).toBe(true)
    expect((await stateOf(email))?.status).toBe('pending')

    const mail = await waitForMail(dataDir, email, 'newsletterConfirm')
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    expect(mail.text).toMatch(/^Guten Tag,/)
    const confirmUrl = linkIn(mail, '/newsletter?confirm=')
    // Nothing to unsubscribe from yet: the confirmation link is the mail's only link.
    expect(mail.text).not.toContain('/newsletter?unsubscribe=')
    expect(mail.raw).not.toMatch(/^List-Unsubscribe:/m)
    // Only the hash of the confirmation token is stored.
    const token = tokenOf(confirmUrl, 'confirm')
    expect(JSON.stringify(await stateOf(email))).not.toContain(token)

    const confirmed = await newsletter({ action: 'confirm', token })
    expect(confirmed.status).toBe(200)
    expect((await stateOf(email))?.status).toBe('subscribed')
    const log = await consentLog(email)
    expect(log.map((entry) => [entry.event, entry.source, entry.locale])).toEqual([
      ['requested', 'api', 'de'],
      ['confirmed', 'api', 'de'],
    ])
    expect(log[0]?.consentText).toMatch(/^Ja, ich möchte den Newsletter von Nadel & Faden/)
    expect(log[1]?.consentText).toBe(log[0]?.consentText)
    expect(log[1]?.at.getTime()).toBe(now.getTime())

    // From the welcome on, every newsletter mail carries the unsubscribe link, also as a header.
    const welcome = await waitForMail(dataDir, email, 'newsletterWelcome')
    const unsubscribeUrl = linkIn(welcome, '/newsletter?unsubscribe=')
    expect(welcome.raw.replace(/\r?\n[ \t]+/g, ' ')).toContain(`List-Unsubscribe: <${unsubscribeUrl}>`)

    const again = await newsletter({ action: 'confirm', token })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ success: false, reason: 'LINK_USED' })
  })

  it('the unsubscribe link unsubscribes, twice without error; an unknown token is a 404', async () => {
    now = new Date()
    const email = unique()
    await newsletter({ action: 'subscribe', email })
    const mail = await waitForMail(dataDir, email, 'newsletterConfirm')
    await newsletter({ action: 'confirm', token: tokenOf(linkIn(mail, '/newsletter?confirm='), 'confirm') })
    const welcome = await waitForMail(dataDir, email, 'newsletterWelcome')
    const token = tokenOf(linkIn(welcome, '/newsletter?unsubscribe='), 'unsubscribe')

    expect((await newsletter({ action: 'unsubscribe', token })).status).toBe(200)
    expect((await stateOf(email))?.status).toBe('unsubscribed')
    expect((await newsletter({ action: 'unsubscribe', token })).status).toBe(200)
    expect((await consentLog(email)).map((entry) => entry.event)).toEqual([
      'requested',
      'confirmed',
      'unsubscribed',
    ])

    const unknown = await newsletter({ action: 'unsubscribe', token: 'x'.repeat(43) })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ success: false, field: 'token', reason: 'LINK_UNKNOWN' })
  })

  it('a repeated subscribe answers the same and reveals nothing; a subscribed address gets no mail', async () => {
    now = new Date()
    const fresh = unique()
    const first = await (await newsletter({ action: 'subscribe', email: fresh })).json()
    const confirmMail = await waitForMail(dataDir, fresh, 'newsletterConfirm')

    // Pending: a second request minutes later sends no second mail, and answers the same.
    now = new Date(now.getTime() + 2 * minute)
    const second = await (await newsletter({ action: 'subscribe', email: fresh })).json()
    expect(second).toEqual(first)
    expect(await mailsTo(fresh, 'newsletterConfirm')).toHaveLength(1)

    // Subscribed: again the same answer and no mail at all.
    await newsletter({
      action: 'confirm',
      token: tokenOf(linkIn(confirmMail, '/newsletter?confirm='), 'confirm'),
    })
    now = new Date(now.getTime() + 30 * minute)
    const third = await (await newsletter({ action: 'subscribe', email: fresh })).json()
    expect(third).toEqual(first)
    expect(await mailsTo(fresh, 'newsletterConfirm')).toHaveLength(1)
    expect((await stateOf(fresh))?.status).toBe('subscribed')
  })

  it('an expired link says so; a new request sends a new link and the old one no longer works', async () => {
    now = new Date()
    const email = unique()
    await newsletter({ action: 'subscribe', email })
    const oldToken = tokenOf(
      linkIn(await waitForMail(dataDir, email, 'newsletterConfirm'), '/newsletter?confirm='),
      'confirm',
    )

    now = new Date(now.getTime() + 7 * day + 1)
    const expired = await newsletter({ action: 'confirm', token: oldToken })
    expect(expired.status).toBe(409)
    expect(await expired.json()).toMatchObject({
      reason: 'LINK_EXPIRED',
      message: expect.stringMatching(/expired/),
    })
    expect((await stateOf(email))?.status).toBe('pending')

    await newsletter({ action: 'subscribe', email })
    const mails = await mailsTo(email, 'newsletterConfirm')
    expect(mails).toHaveLength(2)
    const newToken = tokenOf(linkIn(mails.at(-1) as (typeof mails)[0], '/newsletter?confirm='), 'confirm')
    expect((await newsletter({ action: 'confirm', token: oldToken })).status).toBe(404)
    expect((await newsletter({ action: 'confirm', token: newToken })).status).toBe(200)
  })

  it.each([
    [{ action: 'subscribe' }, 'email'],
    [{ action: 'subscribe', email: '' }, 'email'],
    [{ action: 'subscribe', email: 'kein-at-zeichen' }, 'email'],
    [{ action: 'subscribe', email: `${'a'.repeat(250)}@example.com` }, 'email'],
    [{ action: 'subscribe', email: 42 }, 'email'],
    [{ action: 'confirm' }, 'token'],
    [{ action: 'confirm', token: 'short' }, 'token'],
    [{ action: 'unsubscribe', token: '../../etc/passwd' }, 'token'],
    [{ action: 'nonsense' }, 'action'],
    [{}, 'action'],
  ])('%j is a 400 naming %s', async (body, field) => {
    const response = await newsletter(body)
    expect(response.status).toBe(400)
    const answer = await response.json()
    expect(answer.success).toBe(false)
    expect(answer.message).toContain(field)
  })

  it('refuses a cross-site subscribe', async () => {
    const response = await call(
      new CookieJar(),
      '/api/newsletter.php',
      { action: 'subscribe', email: unique() },
      {
        origin: 'https://evil.example',
      },
    )
    expect(response.status).toBe(403)
  })
})

describe('one source of truth with the account', () => {
  it('the session answers newsletterSubscribed 1 only after the confirmation', async () => {
    now = new Date()
    const email = unique()
    await database.db.insert(customers).values({
      email,
      passwordHash: await hashPassword('Faden-und-Nadel-2026'),
      firstName: 'Erika',
      lastName: 'Muster',
    })
    const jar = new CookieJar()
    expect(
      (await call(jar, '/api/account.php', { action: 'login', email, password: 'Faden-und-Nadel-2026' }))
        .status,
    ).toBe(200)
    const subscribed = async () => {
      const response = await app.request('/api/session.php', { headers: { cookie: jar.header() } })
      return (await response.json()).data.customer.newsletterSubscribed
    }
    expect(await subscribed()).toBe(0)
    await newsletter({ action: 'subscribe', email }, jar)
    const mail = await waitForMail(dataDir, email, 'newsletterConfirm')
    // Not even a logged-in customer's name: the confirmation carries nothing a requester typed.
    expect(mail.text).toMatch(/^Guten Tag,/)
    expect(await subscribed()).toBe(0)
    await newsletter({ action: 'confirm', token: tokenOf(linkIn(mail, '/newsletter?confirm='), 'confirm') })
    expect(await subscribed()).toBe(1)
    const profile = await (await call(jar, '/api/account.php', { action: 'profile' })).json()
    expect(profile.data).toMatchObject({ newsletterSubscribed: 1, newsletter: 'subscribed' })
    // The data export carries the consent record (GDPR art. 15), without any token.
    const exported = await (await call(jar, '/api/account.php', { action: 'exportData' })).json()
    expect(exported.data.newsletter).toMatchObject({
      status: 'subscribed',
      consentRecord: [
        { event: 'requested', source: 'api', consentText: expect.stringMatching(/^Ja, ich möchte/) },
        { event: 'confirmed', source: 'api' },
      ],
    })
    expect(JSON.stringify(exported.data.newsletter)).not.toMatch(/token/i)

    // Another customer is not carried along by someone else's subscription (regression).
    const other = unique()
    await database.db.insert(customers).values({
      email: other,
      passwordHash: await hashPassword('Faden-und-Nadel-2026'),
      firstName: 'Otto',
      lastName: 'Muster',
    })
    const otherJar = new CookieJar()
    await call(otherJar, '/api/account.php', {
      action: 'login',
      email: other,
      password: 'Faden-und-Nadel-2026',
    })
    const otherProfile = await call(otherJar, '/api/account.php', { action: 'profile' })
    expect(otherProfile.status).toBe(200)
    expect((await otherProfile.json()).data).toMatchObject({ newsletterSubscribed: 0, newsletter: 'none' })
    const otherSession = await app.request('/api/session.php', { headers: { cookie: otherJar.header() } })
    expect((await otherSession.json()).data.customer.newsletterSubscribed).toBe(0)
  })

  it('the newsletter box of the registration starts the double opt-in, not a subscription', async () => {
    now = new Date()
    const email = unique()
    const response = await call(new CookieJar(), '/api/account.php', {
      action: 'register',
      email,
      password: 'ein langes Passwort 2026',
      firstName: 'Clara',
      lastName: 'Zuschnitt',
      newsletter: true,
    })
    expect(response.status).toBe(200)
    const mail = await waitForMail(dataDir, email, 'newsletterConfirm')
    expect(mail.text).toMatch(/^Guten Tag,/)
    expect((await stateOf(email))?.status).toBe('pending')
    expect((await consentLog(email))[0]?.source).toBe('registration')
  })

  it('registration without the box leaves the newsletter alone', async () => {
    now = new Date()
    const email = unique()
    await call(new CookieJar(), '/api/account.php', {
      action: 'register',
      email,
      password: 'ein langes Passwort 2026',
      firstName: 'Clara',
      lastName: 'Zuschnitt',
    })
    await waitForMail(dataDir, email, 'welcome')
    expect(await stateOf(email)).toBeNull()
  })
})

describe('/newsletter page', () => {
  it('a confirmation link only shows a button (a mail scanner opening it subscribes nobody)', async () => {
    now = new Date()
    const email = unique()
    await newsletter({ action: 'subscribe', email })
    const url = new URL(
      linkIn(await waitForMail(dataDir, email, 'newsletterConfirm'), '/newsletter?confirm='),
    )
    const page = await app.request(`${url.pathname}${url.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Anmeldung bestätigen')
    expect((await stateOf(email))?.status).toBe('pending')
  })

  it.each([
    ['?confirm=kaputt', 'Dieser Link ist ungültig.'],
    [`?confirm=${'y'.repeat(43)}`, 'Dieser Link ist ungültig.'],
    ['?unsubscribe=kaputt', 'Dieser Link ist ungültig.'],
  ])('%s shows the message about the link', async (query, text) => {
    const page = await app.request(`/newsletter${query}`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(text)
  })
})
