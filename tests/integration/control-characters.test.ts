import { beforeAll, describe, expect, it } from 'vitest'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A NUL (or another control character) in any text field is refused at the boundary with a 400
 * that names the field, instead of reaching PostgreSQL and failing there with a 500.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const calls = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function post(jar: CookieJar, path: string, body: unknown) {
  const headers = new Headers({ 'content-type': 'application/json', origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) })
  jar.store(response)
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected loosely
  return { status: response.status, body: (await response.json()) as any }
}

const nul = 'Mus\u0000ter'
const address = {
  salutation: 'Frau',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 1',
  postalCode: '10115',
  city: 'Berlin',
  countryId: 1,
}

describe('control characters in text fields', () => {
  it.each([
    [
      'register',
      '/api/account.php',
      {
        action: 'register',
        email: 'nul@example.com',
        password: 'Ein-gutes-Passwort-9',
        firstName: 'Erika',
        lastName: nul,
      },
      'lastName',
    ],
    [
      'withdrawal',
      '/api/withdrawal.php',
      { action: 'submit', name: nul, email: 'nul@example.com', orderNumber: 'NF-2026-000001', scope: 'all' },
      'name',
    ],
    [
      'service',
      '/api/service.php',
      {
        action: 'create',
        kind: 'service',
        topic: 'question',
        subject: 'Frage',
        message: `Eine ${nul} Frage`,
        email: 'nul@example.com',
      },
      'message',
    ],
    [
      'voucher texts',
      '/api/cart.php',
      { action: 'add', item: { type: 'voucher', value: 50, recipientName: 'Paul', message: nul } },
      'item.message',
    ],
    ['applyVoucher', '/api/cart.php', { action: 'applyVoucher', code: `DEMO${nul}` }, 'code'],
    [
      'a field no schema names',
      '/api/session.php',
      { action: 'setLanguage', lang: 'en', extra: '\u0007' },
      'extra',
    ],
  ])('%s: 400 naming the field', async (_name, path, body, field) => {
    const answer = await post(new CookieJar(), path, body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body).toMatchObject({ success: false, field, reason: 'CONTROL_CHARACTER' })
  })

  it('updateProfile and addresses: 400 naming the field, nothing stored', async () => {
    const jar = new CookieJar()
    await calls.register(jar)
    const profile = await post(jar, '/api/account.php', {
      action: 'updateProfile',
      salutation: '',
      firstName: nul,
      lastName: 'Muster',
      email: 'unchanged@example.com',
    })
    expect(profile.status, JSON.stringify(profile.body)).toBe(400)
    expect(profile.body).toMatchObject({ field: 'firstName', reason: 'CONTROL_CHARACTER' })

    const saved = await post(jar, '/api/addresses.php', {
      action: 'save',
      address: { ...address, street: `Haupt${nul}` },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(400)
    expect(saved.body).toMatchObject({ field: 'address.street', reason: 'CONTROL_CHARACTER' })
    const list = await post(jar, '/api/addresses.php', { action: 'list' })
    expect(list.body.addresses).toEqual([])
  })

  it('keeps line breaks and tabs in multi-line texts', async () => {
    const answer = await post(new CookieJar(), '/api/service.php', {
      action: 'create',
      kind: 'service',
      topic: 'question',
      subject: 'Frage',
      message: 'Erste Zeile\r\nZweite\tZeile',
      email: 'lines@example.com',
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  })

  it('a body nested thousands of levels deep is a 400 naming the rule, not a 500 from the walk (fuzz find)', async () => {
    for (const raw of [
      `{"action":"list","a":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ]) {
      const response = await app.request('/api/cart.php', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost' },
        body: raw,
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ success: false, reason: 'NESTING_TOO_DEEP' })
    }
    // Nesting a real body needs (the measure ratings, package designs) stays accepted.
    expect(
      (await post(new CookieJar(), '/api/cart.php', { action: 'list', a: [[[{ b: [1] }]]] })).status,
    ).toBe(200)
  })
})
