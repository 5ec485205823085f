import path from 'node:path'
import fc from 'fast-check'
import type { ServerBuild } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { splitLocale } from '../../config/locale-path.ts'
import type { CookieJar } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'
import { apiActions, backOfficeActions } from './api-actions.ts'
import { arbitraryOf, oddText } from './arbitraries.ts'
import { type PageForm, type PageTarget, pageTargets, postFormsOf, queryNames } from './page-forms.ts'
import { buildWorld, type Role } from './shop-world.ts'

/**
 * Odd text (NUL and the other control characters, lone surrogates, bidirectional overrides,
 * look-alike slashes, decomposed letters, 100 kB) sent where text enters the shop: in the query
 * string of every page, in every field of every page form and in every string field of every API
 * action. The text rule refuses some with a 400 and normalises the rest; never a 5xx, never a
 * driver's words in the answer. `npm test` visits every page and every form once; `npm run fuzz`
 * (FUZZ_RUNS) every field of every form in both encodings, and sets the length of the random
 * campaigns; FUZZ_SEED replays one.
 */
const long = process.env.FUZZ_RUNS !== undefined
const runs = Number(process.env.FUZZ_RUNS ?? 8)
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const timeout = Math.max(120_000, runs * 10_000)

let world: Awaited<ReturnType<typeof buildWorld>>
const forms: PageForm[] = []

beforeAll(async () => {
  const database = await useTestDatabase()
  world = await buildWorld(database.db)
  // The forms as each page with an action renders them for the role that may use them; one per
  // action, fields and intent (a list renders the same form on every row).
  const seen = new Set<string>()
  for (const target of await pagesWithActions(pageTargets(world.owned))) {
    const response = await request(target.role, target.path)
    if (response.status !== 200) continue
    for (const form of postFormsOf(target.path, await response.text())) {
      const key = `${form.action} ${form.fields.map(([name], index) => (index === form.fields.length - 1 ? `${name}=${form.fields[index]?.[1]}` : name))}`
      if (!seen.has(key)) forms.push(form)
      seen.add(key)
    }
  }
}, 300_000)

/** The targets whose route has an action, read from the production build that serves them. */
async function pagesWithActions(targets: PageTarget[]): Promise<PageTarget[]> {
  const build = (await import(path.resolve('build/server/index.js'))) as ServerBuild
  const patterns = Object.values(build.routes)
    .filter((route) => route && build.routes[route.id] && hasAction(build, route.id))
    .map((route) => addressPattern(build, route?.id ?? ''))
  return targets.filter((target) => patterns.some((pattern) => pattern.test(target.path)))
}

/** A route's whole address (its parents' paths before its own) as a regular expression. */
function addressPattern(build: ServerBuild, id: string): RegExp {
  const segments: string[] = []
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined)
    if (route.path) segments.unshift(...route.path.split('/'))
  const source = segments
    .map((segment) =>
      segment.endsWith('?') ? '(?:/[^/]+)?' : segment.startsWith(':') ? '/[^/]+' : `/${segment}`,
    )
    .join('')
  return new RegExp(`^${source}/?$`)
}

function hasAction(build: ServerBuild, id: string): boolean {
  return typeof (build.routes[id]?.module as { action?: unknown } | undefined)?.action === 'function'
}

/** What must never reach a client: a stack frame, a source path, a driver's error text. */
const leak = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|\bPGlite|syntax error at|ECONNREFUSED/

function jarOf(role: Role): CookieJar {
  return world.jars[role]
}

async function request(role: Role, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  headers.set('origin', 'http://localhost')
  const jar = jarOf(role)
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await world.app.request(path, { ...init, headers })
  jar.store(response)
  return response
}

async function judge(what: string, response: Response) {
  const text = await response.text()
  expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500)
  expect(leak.test(text), `${what} leaked: ${text.slice(0, 300)}`).toBe(false)
}

function shown(value: string) {
  return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…(${value.length})` : value)
}

/** A query string in which the field `name` carries `value`, encoded as a browser encodes it. */
function withQuery(path: string, name: string, value: string) {
  return `${path}?${new URLSearchParams([[name, value]])}`
}

const oddSamples = fc.sample(oddText, { numRuns: 60, seed: 2026 })
const oddAt = (index: number) => oddSamples[index % oddSamples.length] as string

/** A form's body with one field (by index) replaced by `value`, urlencoded or multipart. */
function formBody(form: PageForm, field: number, value: string, multipart = form.multipart) {
  const fields = form.fields.map(([name, current], index) => [name, index === field ? value : current])
  if (!multipart) return new URLSearchParams(fields).toString()
  const body = new FormData()
  for (const [name, current] of fields) body.append(name as string, current as string)
  return body
}

function formHeaders(body: string | FormData): HeadersInit {
  return typeof body === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}
}

/** The string leaves of a payload (not the action or type that route it), as paths. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return ['action', 'type'].includes(String(path.at(-1))) ? [] : [path]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      stringPaths(item, [...path, Array.isArray(value) ? Number(key) : key]),
    )
  return []
}

function replacedAt(value: unknown, path: (string | number)[], text: string): unknown {
  if (path.length === 0) return text
  const [head, ...rest] = path as [string | number, ...(string | number)[]]
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = replacedAt(copy[head], rest, text)
  return copy
}

describe('odd text in the query string of every page', () => {
  it(
    'every page once, each with another odd text in a name it reads',
    async () => {
      const targets = pageTargets(world.owned)
      for (const [index, target] of targets.entries()) {
        const name = queryNames[index % queryNames.length] as string
        const value = oddAt(index)
        await judge(
          `${target.role} GET ${target.path}?${name}=${shown(value)}`,
          await request(target.role, withQuery(target.path, name, value)),
        )
      }
    },
    timeout,
  )

  it(
    'random pages, names, texts and roles; the .data answer as well',
    async () => {
      const targets = pageTargets(world.owned)
      const name = fc.oneof(fc.constantFrom(...queryNames), oddText)
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...targets),
          fc.array(fc.tuple(name, oddText), { minLength: 1, maxLength: 3 }),
          fc.boolean(),
          async (target, fields, data) => {
            const path = data ? `${target.path === '/' ? '/_root' : target.path}.data` : target.path
            const address = `${path}?${new URLSearchParams(fields)}`
            await judge(`${target.role} GET ${address.slice(0, 200)}`, await request(target.role, address))
          },
        ),
        { numRuns: runs * 5, seed, endOnFailure: true },
      )
    },
    timeout,
  )

  it('odd text in a path parameter', async () => {
    const targets = pageTargets(world.owned).filter((target) => /\/\d+(\/|$)/.test(target.path))
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), oddText, async (target, value) => {
        // Encoded as the browser encodes it: a lone surrogate as the bytes of U+FFFD.
        const segment = new URLSearchParams([['', value.slice(0, 2000)]]).toString().slice(1)
        const path = target.path.replace(/\/\d+(?=\/|$)/, `/${segment}`)
        await judge(`${target.role} GET ${path.slice(0, 200)}`, await request(target.role, path))
      }),
      { numRuns: runs * 4, seed, endOnFailure: true },
    )
  })
})

describe('odd text in every field of every page form', () => {
  it('the forms were found: the account, checkout, service and back-office forms among them', () => {
    const actions = new Set(forms.map((form) => splitLocale(form.action.split('?')[0] ?? '').path))
    for (const path of [
      '/login',
      '/register',
      '/checkout',
      '/dashboard/profile',
      '/service/new',
      '/admin/vouchers',
    ])
      expect(actions, path).toContain(path)
  })

  it(
    long ? 'every field of every form, urlencoded and multipart' : 'every form once, one field odd',
    async () => {
      let count = 0
      for (const [index, form] of forms.entries()) {
        const fields = long ? [...form.fields.keys()] : [index % Math.max(1, form.fields.length)]
        for (const field of fields) {
          const value = oddAt(count++)
          for (const multipart of long ? [form.multipart, !form.multipart] : [form.multipart]) {
            const body = formBody(form, field, value, multipart)
            const role: Role = form.page.startsWith('/admin') ? 'admin' : 'owner'
            await judge(
              `${role} POST ${form.action} ${form.fields[field]?.[0]}=${shown(value)}${multipart ? ' (multipart)' : ''}`,
              await request(role, form.action, { method: 'POST', body, headers: formHeaders(body) }),
            )
          }
        }
      }
    },
    timeout,
  )

  it(
    'random forms, fields and texts, also in the action’s query string',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...forms),
          fc.nat(),
          oddText,
          fc.option(oddText, { nil: undefined }),
          async (form, pick, value, query) => {
            const field = form.fields.length === 0 ? -1 : pick % form.fields.length
            const body = formBody(form, field, value)
            const action = query === undefined ? form.action : withQuery(form.action, 'redirectTo', query)
            const role: Role = form.page.startsWith('/admin') ? 'admin' : 'owner'
            await judge(
              `${role} POST ${action.slice(0, 200)} ${form.fields[field]?.[0]}=${shown(value)}`,
              await request(role, action, { method: 'POST', body, headers: formHeaders(body) }),
            )
          },
        ),
        { numRuns: runs * 5, seed, endOnFailure: true },
      )
    },
    timeout,
  )
})

describe('odd text in every string field of every API action', () => {
  const endpoints = [
    ...apiActions
      .filter((action) => action.encoding === 'json')
      .map((action) => ({ ...action, role: 'customerA' as Role })),
    ...backOfficeActions.map((action) => ({ ...action, role: 'admin' as Role })),
  ]
  it.each(endpoints.map((endpoint) => [endpoint.path, endpoint] as const))(
    '%s: a valid body with one odd string field',
    async (_path, endpoint) => {
      const { photoUrl: _url, previewKey: _key, ...ids } = world.owned
      const valid = arbitraryOf(endpoint.schema, Object.values(ids), 0)
      await fc.assert(
        fc.asyncProperty(valid, fc.nat(), oddText, async (payload, pick, value) => {
          const paths = stringPaths(payload)
          const poisoned =
            paths.length === 0 ? payload : replacedAt(payload, paths[pick % paths.length] ?? [], value)
          await judge(
            `${endpoint.role} ${endpoint.path} ${JSON.stringify(poisoned)?.slice(0, 300)}`,
            await request(endpoint.role, endpoint.path, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(poisoned),
            }),
          )
        }),
        { numRuns: runs * 2, seed, endOnFailure: true },
      )
    },
    timeout,
  )
})
