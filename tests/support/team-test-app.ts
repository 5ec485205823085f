import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll } from 'vitest'
import { shopCalls } from './shop-calls.ts'
import { type CookieJar, createTestApp } from './test-app.ts'
import { useTestDatabase } from './test-db.ts'

/** An ISO day `days` from today (a team order's deadline). */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * The test app of the team order pages: a migrated database and the app on it (made before the
 * file's tests), its mail outbox in a fresh DATA_DIR, the JSON calls, `/api/team.php`, and page
 * requests as the browser sends them (a form post to the page when `form` is given).
 */
export function teamTestApp(tag: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `nf-${tag}-`))
  let made: {
    app: ReturnType<typeof createTestApp>['app']
    database: Awaited<ReturnType<typeof useTestDatabase>>
  }
  beforeAll(async () => {
    const database = await useTestDatabase()
    made = { database, app: createTestApp(database.db, { DATA_DIR: dataDir }).app }
  })
  const app = () => made.app
  const db = () => made.database.db
  const api = shopCalls(app, db)
  const team = async (jar: CookieJar, body: Record<string, unknown>) =>
    api.json(await api.call(jar, '/api/team.php', body))
  function request(jar: CookieJar, page: string, form?: URLSearchParams) {
    return app().request(page, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: jar.header(),
        origin: 'http://localhost',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: form.toString() } : {}),
      redirect: 'manual',
    })
  }
  return { dataDir, app, db, api, team, request }
}
