import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { customers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-search-'))
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  ;({ app } = createTestApp(database.db, { DATA_DIR: dataDir }))
})

describe('/suche', () => {
  it('answers the French GET form with grouped results linked in French, noindex', async () => {
    const response = await app.request('/fr/suche?q=chemise+lin')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toMatch(/<h2 id="search-group-fabric"[^>]*>Tissus<\/h2>/)
    expect(html).toMatch(/href="\/fr\/stoffe\/\d+"/)
    expect(html).toContain('value="chemise lin"')
  })

  it('says so when nothing was found, and the back office sees the words, not who typed them', async () => {
    const miss = await app.request('/suche?q=Zylinderhut')
    expect(await miss.text()).toContain('Zu „zylinderhut“ haben wir nichts gefunden.')
    const jar = new CookieJar()
    const email = await api.register(jar)
    await database.db.update(customers).set({ role: 'admin' }).where(eq(customers.email, email))
    expect(
      (await api.account(jar, { action: 'login', email, password: 'Ein-gutes-Passwort-9' })).status,
    ).toBe(200)
    const overview = await app.request('/admin', { headers: { cookie: jar.header() } })
    const html = await overview.text()
    expect(html).toContain('Suchen ohne Treffer (30 Tage)')
    expect(html).toContain('zylinderhut: 1×')
  })
})
