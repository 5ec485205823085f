import fs from 'node:fs'
import { Session } from 'node:inspector/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { serve } from '@hono/node-server'
import autocannon from 'autocannon'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { parseEnv } from '../../config/env.server.ts'
import { createDatabaseLimiter } from '../../core/limits/database-limiter.ts'
import { newCsrfToken, newSessionToken, sessionIdFromToken } from '../../core/sessions/tokens.ts'
import { openDatabase } from '../../db/client.ts'
import { updateSession } from '../../db/queries/sessions.ts'
import { sessions } from '../../db/schema/index.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { seedCatalog } from '../../db/seed/catalog-seed.ts'
import { createApp } from '../../server/app.ts'
import { withJobQueue } from '../../server/jobs/queue.ts'

/**
 * Profiling aid: `PROFILE_OUT=file node scripts/bench/profile.ts fetchSelected|updateShirt|cartList`
 * (one load only; cartList lists a cart of 20 designs, as `BENCH_ONLY=cart npm run bench` does).
 */
const action = process.argv[2] ?? 'fetchSelected'
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-prof-'))
const database = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir },
)
await seedCatalog(database.db, catalogData)
const token = newSessionToken()
const sessionId = sessionIdFromToken(token)
const now = new Date()
await database.db.insert(sessions).values({
  id: sessionId,
  csrfToken: newCsrfToken(),
  lastSeenAt: now,
  expiresAt: new Date(now.getTime() + 86_400_000),
})
const env = parseEnv({
  NODE_ENV: 'production',
  TOKEN_ENCRYPTION_KEY: 'bench-only token encryption key, never for a shop',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
})
const deps = withJobQueue({
  db: database.db,
  env,
  files: createFileStore(env),
  logger: pino({ level: 'silent' }),
  now: () => new Date(),
  limiter: createDatabaseLimiter(database.db, () => new Date()),
})
const app = createApp({
  deps,
  build: { version: 'bench', builtAt: now.toISOString() },
  getBuild: async () => ({}) as ServerBuild,
  mode: 'production',
})
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
await new Promise((resolve) => server.once('listening', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const headers = { cookie: `nf_session=${token}`, 'content-type': 'application/json' }
const call = (path: string, body: unknown) =>
  fetch(`${origin}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then(
    (r) => r.json() as Promise<Record<string, unknown>>,
  )
const created = (await call('/api/shirt.php', { action: 'create' })) as { shirtId: number }
await updateSession(database.db, sessionId, { selectedShirtId: created.shirtId })
if (action === 'cartList') {
  // A second 'create' right away answers the first design: the cart's other 19 are copies.
  const designIds = [created.shirtId]
  for (let index = 1; index < 20; index++) {
    const copy = (await call('/api/shirt.php', { action: 'duplicate', shirtId: created.shirtId })) as {
      newShirtId: number
    }
    designIds.push(copy.newShirtId)
  }
  for (const shirtId of designIds)
    await call('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
}
const url = `${origin}/api/${action === 'cartList' ? 'cart' : 'shirt'}.php`
// The answer's size matters: autocannon parses every answer in this same process.
const sample = await fetch(url, { method: 'POST', headers, body: JSON.stringify(requestBody(action)) })
console.log(action, 'answer', (await sample.text()).length, 'bytes')

function requestBody(name: string, flip = 1) {
  if (name === 'updateShirt')
    return { action: name, selectedParts: { categoryId: 1, partId: flip, selected: true } }
  return { action: name === 'cartList' ? 'list' : name }
}
const inspector = new Session()
inspector.connect()
if (process.env.PROFILE_OUT) {
  await inspector.post('Profiler.enable')
  await inspector.post('Profiler.start')
}
let flip = 0
const result = await autocannon({
  url,
  connections: 10,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      headers,
      setupRequest: (request) => {
        flip = flip === 1 ? 6 : 1
        return { ...request, body: JSON.stringify(requestBody(action, flip)) }
      },
    },
  ],
})
if (process.env.PROFILE_OUT) {
  const { profile } = await inspector.post('Profiler.stop')
  fs.writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile))
}
console.log(
  action,
  Math.round(result.requests.average),
  'req/s p99',
  result.latency.p99,
  'non2xx',
  result.non2xx,
)
server.close()
await database.close()
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
