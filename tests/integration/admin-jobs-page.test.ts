import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { failedJobs } from '../../core/jobs/read-jobs.ts'
import { jobSchema } from '../../db/jobs/connection.ts'
import { auditLog, customers } from '../../db/schema/index.ts'
import { readOutbox } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /admin/jobs: background jobs that used up their retries, for the admin only (404 for everybody
 * else), without personal data in the error; 'Erneut versuchen' is a plain form post that queues
 * one more attempt and is audited.
 */
let shop: ReturnType<typeof createTestApp>
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-admin-jobs-'))
const api = shopCalls(
  () => shop.app,
  () => database.db,
)
const password = 'Ein-gutes-Passwort-9'
const jobTable = sql.raw(`${jobSchema}.job`)

beforeAll(async () => {
  database = await useTestDatabase()
  shop = createTestApp(database.db, {
    DATA_DIR: dataDir,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  })
})

async function account(role: 'customer' | 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password })).status).toBe(200)
  return { jar, email }
}

function post(jar: CookieJar, fields: Record<string, string>) {
  return shop.app.request('/admin/jobs', {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })
}

/** A welcome mail whose server refuses it with the address in the answer, out of retries at once. */
async function failedWelcomeMail() {
  await shop.deps.jobs.drain()
  const working = shop.deps.mailer
  shop.deps.mailer = {
    send: async (request) => {
      throw new Error(`550 <${request.to}>: mailbox unavailable`)
    },
  }
  try {
    const email = await api.signUp(new CookieJar())
    await database.db.execute(sql`update ${jobTable} set retry_limit = 0 where state = 'created'`)
    await shop.deps.jobs.drain()
    const [failed] = await failedJobs(shop.deps)
    return { email, id: failed?.id as string }
  } finally {
    shop.deps.mailer = working
  }
}

describe('/admin/jobs', () => {
  it.each(['guest', 'customer', 'staff'] as const)('is a 404 for a %s, also for a form post', async (who) => {
    const jar = who === 'guest' ? new CookieJar() : (await account(who)).jar
    expect((await shop.app.request('/admin/jobs', { headers: { cookie: jar.header() } })).status).toBe(404)
    const id = '00000000-0000-4000-8000-000000000000'
    expect((await post(jar, { kind: 'mail', id })).status).toBe(404)
  })

  it('lists a failed mail without the address, and retrying it is audited and sends it', async () => {
    const admin = await account('admin')
    const { email, id } = await failedWelcomeMail()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)

    const page = await shop.app.request('/admin/jobs', { headers: { cookie: admin.jar.header() } })
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Fehlgeschlagene Jobs')
    expect(html).toContain('550 &lt;[address]&gt;: mailbox unavailable')
    expect(html).not.toContain(email)
    // A plain form post: it works without JavaScript.
    expect(html).toContain(
      `<form data-discover="true" action="/admin/jobs" method="post"><input type="hidden" name="kind" value="mail"/><input type="hidden" name="id" value="${id}"/>`,
    )
    expect(html).toContain('Erneut versuchen')

    const retried = await post(admin.jar, { kind: 'mail', id })
    expect(retried.status).toBe(200)
    expect(await retried.text()).toContain('Der Job ist für einen weiteren Versuch angestellt.')
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, id)))
    expect(entry).toMatchObject({ actorEmail: admin.email, entityType: 'job' })

    await shop.deps.jobs.drain()
    expect(
      readOutbox(dataDir).filter((mail) => mail.to === email && mail.template === 'welcome'),
    ).toHaveLength(1)
    expect(await failedJobs(shop.deps)).toEqual([])
  })

  it('refuses a malformed or unknown job with a message, never a 500', async () => {
    const admin = await account('admin')
    const malformed = await post(admin.jar, { kind: 'mail', id: 'kaputt' })
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toContain('Dieser Job lässt sich nicht zuordnen.')
    expect(
      (await post(admin.jar, { kind: 'refund', id: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(400)
    const unknown = await post(admin.jar, { kind: 'mail', id: '00000000-0000-4000-8000-000000000000' })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('Diesen fehlgeschlagenen Job gibt es nicht mehr')
  })
})
