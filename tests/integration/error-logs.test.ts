import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { createLogger } from '../../server/logger.ts'
import { createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A failing query must not put its parameters (password hashes, addresses, emails) into the
 * error log: the shop's logger, as the server creates it, is captured here.
 */
let database: Awaited<ReturnType<typeof useTestDatabase>>

beforeAll(async () => {
  database = await useTestDatabase()
})

const argonHash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA'
const street = 'Geheimweg 17'
const email = 'erika.geheim@example.com'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger('info', stream), text: () => lines.join('') }
}

/** The real error a failing query raises, with the values among its parameters. */
async function failingQueryError(db: Db): Promise<unknown> {
  try {
    await db.execute(sql`select ${argonHash}::int, ${street}::int, ${email}::int`)
  } catch (error) {
    return error
  }
  throw new Error('the query was expected to fail')
}

describe('error logs', () => {
  it('log a failed query with its SQL and error code but no parameter value', async () => {
    const error = await failingQueryError(database.db)
    const { logger, text } = capture()
    logger.error({ err: error }, 'unhandled error')
    const line = text()
    expect(line).toContain('unhandled error')
    expect(line).toContain('select')
    expect(line).toContain('22P02')
    for (const value of [argonHash, '$argon2id', street, email]) expect(line).not.toContain(value)
  })

  it('an unhandled query failure in a request logs no parameter value', async () => {
    const error = await failingQueryError(database.db)
    const broken = new Proxy({} as Db, {
      get() {
        throw error
      },
    })
    const { app, deps } = createTestApp(broken)
    const { logger, text } = capture()
    deps.logger = logger
    const response = await app.request('/api/session.php', {
      headers: { cookie: `nf_session=${'a'.repeat(43)}` },
    })
    expect(response.status).toBe(500)
    const line = text()
    expect(line).toContain('unhandled error')
    for (const value of [argonHash, '$argon2id', street, email]) expect(line).not.toContain(value)
  })

  it('a page whose loader fails logs through the shop’s logger: no parameter, no query string, nothing on stderr', async () => {
    const error = await failingQueryError(database.db)
    const broken = new Proxy({} as Db, {
      get() {
        throw error
      },
    })
    const { app, deps } = createTestApp(broken)
    const { logger, text } = capture()
    deps.logger = logger
    const secret = 'geheimes-suchwort'
    const response = await app.request(`/stoffe?q=${secret}`)
    expect(response.status).toBe(500)
    const log = text()
    expect(log).toContain('page error')
    expect(log).toContain('22P02')
    for (const value of [secret, argonHash, street, email]) expect(log).not.toContain(value)
  })

  it('logs a team invitation by its route, never by the token that opens it', async () => {
    const { app, deps } = createTestApp(database.db)
    const { logger, text } = capture()
    deps.logger = logger
    const token = 'Q97-geheimerEinladungsschluessel0123456789abcd'
    for (const path of [`/team/einladung/${token}`, `/en/team/einladung/${token}`]) await app.request(path)
    const log = text()
    expect(log).toContain('"path":"/team/einladung/:token"')
    expect(log).toContain('"path":"/en/team/einladung/:token"')
    expect(log).not.toContain(token)
  })

  it('redacts personal fields that slip into a log object', () => {
    const { logger, text } = capture()
    logger.warn(
      {
        customer: { email, firstName: 'Erika', passwordHash: argonHash },
        input: { street, password: 'Ein-gutes-Passwort-9' },
        req: { headers: { cookie: 'nf_session=secret', authorization: 'Bearer x' } },
      },
      'something odd',
    )
    const line = text()
    for (const value of [
      email,
      'Erika',
      argonHash,
      street,
      'Ein-gutes-Passwort-9',
      'nf_session=secret',
      'Bearer x',
    ])
      expect(line).not.toContain(value)
  })
})
