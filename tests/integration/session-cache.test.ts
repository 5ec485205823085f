import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/client.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Sessions kept in memory (db/session-cache.ts, PGlite only): whatever one instance changes, the
 * other sees on its next request. On PostgreSQL the second instance has a pool of its own, as a
 * second process would; on PGlite (one process per data folder) it is a second app on the same
 * database, which is all a second "instance" can be there.
 */
let one: ReturnType<typeof createTestApp>['app']
let other: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>

const onOne = shopCalls(
  () => one,
  () => database.db,
)
const onOther = shopCalls(
  () => other,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  one = createTestApp(database.db).app
  const url = process.env.DATABASE_URL
  const otherDb = url ? await openDatabase({ url, migrate: false }) : database
  if (url) afterAll(() => otherDb.close())
  other = createTestApp(otherDb.db).app
})

/** GET /api/session.php with this Cookie header: the answer and the cookie it sets, if any. */
async function sessionOf(app: typeof one, cookie: string) {
  const response = await app.request(`/api/session.php?cb=${Math.random()}`, { headers: { cookie } })
  return { setCookie: response.headers.getSetCookie().join('\n'), body: (await response.json()).data }
}

describe('a session read by one instance, changed by another', () => {
  it('is refused at once after a logout on the other instance', async () => {
    const jar = new CookieJar()
    await onOne.register(jar)
    // Both instances have read (and on PGlite kept) the logged-in session.
    const stale = jar.header()
    expect((await sessionOf(one, stale)).body.authenticated).toBe(true)
    expect((await sessionOf(other, stale)).body.authenticated).toBe(true)
    const logout = await one.request('/api/logout.php', {
      method: 'POST',
      headers: { cookie: stale, origin: 'http://localhost' },
    })
    expect(logout.status).toBe(200)
    const after = await sessionOf(other, stale)
    expect(after.body.authenticated).toBe(false)
    expect(after.body.custId).toBeNull()
    // The old token names no session any more: a new guest session is started.
    expect(after.setCookie).toMatch(/nf_session=/)
  })

  it('shows the other instance the new selection, and none once the selected design is deleted', async () => {
    const jar = new CookieJar()
    const first = await onOne.newDesign(jar)
    expect((await onOther.shirt(jar, { action: 'fetchSelected' })).body.shirt.shirtId).toBe(first)
    const copy = await onOne.shirt(jar, { action: 'duplicate', shirtId: first })
    const second = copy.body.newShirtId as number
    expect((await onOne.shirt(jar, { action: 'setSelected', shirtId: second })).status).toBe(200)
    expect((await onOther.shirt(jar, { action: 'fetchSelected' })).body.shirt.shirtId).toBe(second)
    expect((await onOne.shirt(jar, { action: 'delete', shirtId: second })).status).toBe(200)
    const none = await onOther.shirt(jar, { action: 'fetchSelected' })
    expect(none.status).toBe(409)
    expect(none.body.message).toBe('No shirt is selected')
  })

  it("refuses one visitor's design to another, whatever the instance", async () => {
    const owner = new CookieJar()
    const shirtId = await onOne.newDesign(owner)
    const stranger = new CookieJar()
    await onOther.newDesign(stranger)
    for (const calls of [onOne, onOther]) {
      const answer = await calls.shirt(stranger, { action: 'fetch', shirtId })
      expect(answer.status).toBe(404)
    }
  })
})

describe('a session that expires while kept', () => {
  it('is refused once its time is up', async () => {
    let now = new Date()
    const { app } = createTestApp(database.db, {}, () => now)
    const started = await sessionOf(app, '')
    const cookie = started.setCookie.split(';')[0] ?? ''
    expect(cookie).toMatch(/^nf_session=/)
    // Read again (and on PGlite kept): no new cookie.
    expect((await sessionOf(app, cookie)).setCookie).toBe('')
    now = new Date(now.getTime() + 31 * 24 * 60 * 60 * 1000)
    const expired = await sessionOf(app, cookie)
    expect(expired.setCookie).toMatch(/nf_session=/)
    expect(expired.setCookie.split(';')[0]).not.toBe(cookie)
  })
})
