import pg from 'pg'
import { afterAll } from 'vitest'

/**
 * On PostgreSQL every test file gets a database of its own, copied from the one the global setup
 * migrated and seeded (as on PGlite, where each file starts from the snapshot): a file that
 * changes the catalog (the back office's tests) must not change what another file reads.
 * DATABASE_URL is pointed at the copy before the file's modules load, so tests that open their
 * own connections (LISTEN/NOTIFY, a second pool, the fault proxy) meet the same database.
 */
const templateUrl = process.env.NF_PG_TEMPLATE_URL
if (templateUrl) {
  const template = new URL(templateUrl)
  const templateName = decodeURIComponent(template.pathname.slice(1))
  const name = `${templateName}_f${process.pid}_${Math.random().toString(36).slice(2, 8)}`
  const maintenance = new URL(templateUrl)
  maintenance.pathname = '/postgres'
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: maintenance.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  // Two files copying the template at the same moment: PostgreSQL refuses the second; wait, retry.
  for (let attempt = 0; ; attempt++) {
    try {
      await run(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"`)
      break
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 300))
    }
  }
  const own = new URL(templateUrl)
  own.pathname = `/${name}`
  process.env.DATABASE_URL = own.toString()
  afterAll(() => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}
