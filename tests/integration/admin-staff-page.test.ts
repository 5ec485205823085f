import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, desc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, customers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * /admin/staff (the admin grants and revokes roles without a developer): 404 for
 * everybody but an admin; the form posts work without script, change the role through the same
 * rule as /api/admin/staff.php and leave an audit entry; a refused post keeps what was typed.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-admin-staff-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const password = 'Ein-gutes-Passwort-9'

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }).app
})

async function account(role: 'customer' | 'staff' | 'admin') {
  const jar = new CookieJar()
  const email = await api.register(jar)
  await database.db.update(customers).set({ role }).where(eq(customers.email, email))
  expect((await api.account(jar, { action: 'login', email, password })).status).toBe(200)
  return { jar, email }
}

const roleOf = async (email: string) =>
  (await database.db.select({ role: customers.role }).from(customers).where(eq(customers.email, email)))[0]
    ?.role

function post(jar: CookieJar, fields: Record<string, string>) {
  return app.request('/admin/staff', {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      origin: 'http://localhost',
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('/admin/staff', () => {
  it.each(['guest', 'customer', 'staff'] as const)('is a 404 for a %s, also for a form post', async (who) => {
    const jar = who === 'guest' ? new CookieJar() : (await account(who)).jar
    const target = await account('customer')
    expect((await app.request('/admin/staff', { headers: { cookie: jar.header() } })).status).toBe(404)
    expect((await post(jar, { email: target.email, role: 'admin' })).status).toBe(404)
    expect(await roleOf(target.email)).toBe('customer')
  })

  it('an admin sees the team, grants and revokes a role, each audited', async () => {
    const admin = await account('admin')
    const worker = await account('customer')
    const page = await app.request('/admin/staff', { headers: { cookie: admin.jar.header() } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(admin.email)

    expect((await post(admin.jar, { email: worker.email, role: 'staff' })).status).toBe(200)
    expect(await roleOf(worker.email)).toBe('staff')
    expect(
      await (await app.request('/admin/staff', { headers: { cookie: admin.jar.header() } })).text(),
    ).toContain(worker.email)
    expect((await post(admin.jar, { email: worker.email, role: 'customer' })).status).toBe(200)
    expect(await roleOf(worker.email)).toBe('customer')

    const [row] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, worker.email))
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(row?.id))))
      .orderBy(desc(auditLog.id))
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [{ role: 'staff' }, { role: 'customer' }],
      [{ role: 'customer' }, { role: 'staff' }],
    ])
  })

  it('refuses an unknown account, a bad address and the own role, keeping what was typed', async () => {
    const admin = await account('admin')
    const unknown = await post(admin.jar, { email: 'niemand-hier@example.com', role: 'staff' })
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toContain('niemand-hier@example.com')
    expect((await post(admin.jar, { email: 'kein-at-zeichen', role: 'staff' })).status).toBe(400)
    expect((await post(admin.jar, { email: admin.email, role: 'customer' })).status).toBe(409)
    expect(await roleOf(admin.email)).toBe('admin')
  })
})
