import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { OrderStepSchema } from '../../core/admin/order-schemas.ts'
import { CookieJar } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'
import { apiActions, type Encoding } from './api-actions.ts'
import { arbitraryOf, rawBodies } from './arbitraries.ts'
import { buildWorld, snapshotOf } from './shop-world.ts'

/**
 * Property-based fuzzing of every API action: payloads derived from the handlers' own
 * zod schemas, with hostile values at any depth and the owner's ids in every id field, sent by a
 * guest and by customer A. Never a 5xx, never a stack trace or a source path in the answer, and
 * customer B's records unchanged. `npm test` runs a few cases per endpoint; `npm run fuzz` sets
 * FUZZ_RUNS for the long campaign (and FUZZ_SEED to replay one).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 8)
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const perEndpointMs = Math.max(30_000, runs * 2_000)

let world: Awaited<ReturnType<typeof buildWorld>>
let database: Awaited<ReturnType<typeof useTestDatabase>>
let foreignIds: number[]

beforeAll(async () => {
  database = await useTestDatabase()
  world = await buildWorld(database.db)
  const { photoUrl: _url, previewKey: _key, ...ids } = world.owned
  foreignIds = [...new Set([...Object.values(ids), world.ownerId])]
}, 120_000)

/** What must never reach a client: a stack frame, a source path, a driver's error text. */
const leak = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|\bPGlite|syntax error at|ECONNREFUSED/

async function send(jar: CookieJar, path: string, encoding: Encoding, payload: unknown, raw?: string) {
  const headers = new Headers({ origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  let body: BodyInit
  if (raw !== undefined) {
    headers.set('content-type', 'application/json')
    body = raw
  } else if (encoding === 'json') {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(payload)
  } else {
    const entries = Object.entries((payload ?? {}) as Record<string, unknown>).map(
      ([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')] as const,
    )
    if (encoding === 'form') {
      headers.set('content-type', 'application/x-www-form-urlencoded')
      body = new URLSearchParams(entries.map(([key, value]) => [key, value])).toString()
    } else {
      const form = new FormData()
      for (const [key, value] of entries) form.append(key, value)
      body = form
      headers.set('x-csrf-token', await csrfOf(jar))
    }
  }
  const response = await world.app.request(path, { method: 'POST', headers, body })
  jar.store(response)
  return { status: response.status, text: await response.text() }
}

async function csrfOf(jar: CookieJar) {
  const headers = new Headers()
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await world.app.request('/api/session/csrf.php', { headers })
  jar.store(response)
  return ((await response.json()) as { csrfToken: string }).csrfToken
}

function judge(path: string, payload: unknown, answer: { status: number; text: string }) {
  const shown = JSON.stringify(payload)?.slice(0, 300)
  expect(answer.status, `${path} ${shown} → ${answer.text.slice(0, 300)}`).toBeLessThan(500)
  expect(leak.test(answer.text), `${path} ${shown} leaked: ${answer.text.slice(0, 300)}`).toBe(false)
}

describe('fuzzing every API action from its schema', () => {
  it.each(apiActions.map((action) => [action.path, action] as const))(
    '%s: no 5xx, no leak, the owner’s records untouched',
    async (_path, action) => {
      const before = await snapshotOf(database.db, world.ownerId)
      const actor = fc.constantFrom<'guest' | 'customerA'>('guest', 'customerA')
      await fc.assert(
        fc.asyncProperty(actor, arbitraryOf(action.schema, foreignIds), async (who, payload) => {
          // A fresh guest each time, so one run's session state does not shape the next.
          const jar = who === 'guest' ? new CookieJar() : world.jars.customerA
          judge(action.path, payload, await send(jar, action.path, action.encoding, payload))
        }),
        { numRuns: runs, seed, endOnFailure: true },
      )
      expect(await snapshotOf(database.db, world.ownerId)).toBe(before)
    },
    perEndpointMs,
  )

  it(
    'staff never book money: every payment or refund body is refused, the owner’s records untouched',
    async () => {
      const before = await snapshotOf(database.db, world.ownerId)
      const money = OrderStepSchema.extend({
        action: z.literal('setStatus'),
        status: z.enum(['paid', 'refunded']),
      })
      await fc.assert(
        fc.asyncProperty(arbitraryOf(money, foreignIds), async (payload) => {
          const answer = await send(world.jars.staff, '/api/admin/orders.php', 'json', payload)
          judge('/api/admin/orders.php', payload, answer)
          // 400 for a body that is no step at all; any step to money is 403, whatever order it names.
          expect([400, 403], answer.text.slice(0, 300)).toContain(answer.status)
        }),
        { numRuns: runs * 2, seed, endOnFailure: true },
      )
      expect(await snapshotOf(database.db, world.ownerId)).toBe(before)
    },
    perEndpointMs,
  )

  it(
    'bodies that are not the expected JSON: no 5xx and no leak on any endpoint',
    async () => {
      const paths = fc.constantFrom(...apiActions.map((action) => action.path))
      await fc.assert(
        fc.asyncProperty(paths, rawBodies, async (path, raw) => {
          judge(path, raw, await send(world.jars.customerA, path, 'json', undefined, raw))
        }),
        { numRuns: runs * 4, seed, endOnFailure: true },
      )
    },
    perEndpointMs,
  )
})
