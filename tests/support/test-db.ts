import fs from 'node:fs'
import { afterAll } from 'vitest'
import { type Database, openDatabase } from '../../db/client.ts'

/** A migrated database for one test file: a PGlite copy of the snapshot, or DATABASE_URL. */
export async function useTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL
  let database: Database
  if (url) {
    database = await openDatabase({ url, migrate: false })
  } else {
    const snapshot = process.env.NF_TEST_DB_SNAPSHOT
    if (!snapshot) throw new Error('global setup did not create a database snapshot')
    database = await openDatabase({
      memory: true,
      migrate: false,
      loadDataDir: new Blob([fs.readFileSync(snapshot)]),
    })
  }
  afterAll(() => database.close())
  return database
}
