import fs from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { parseEnv } from '#config/env.server.ts'
import { openDatabase } from '#db/client.ts'
import { copyPgliteToPostgres } from '#db/pglite-to-postgres.ts'

/**
 * `npm run migrate:pglite-to-postgres`: with the shop stopped, copies the PGlite database of
 * DATA_DIR into the empty PostgreSQL database of DATABASE_URL and checks every table. The files
 * stay in DATA_DIR (the shop on PostgreSQL keeps them there too); the PGlite folder is left as it
 * was. Exit 1 with the reason when it refuses or the copy differs.
 */
const env = parseEnv(process.env)
function refuse(reason: string, message: string): never {
  console.error(`migrate refused (${reason}): ${message}`)
  process.exit(1)
}
if (!env.DATABASE_URL) {
  refuse('NO_TARGET', 'set DATABASE_URL to the new, empty PostgreSQL database.')
}
if (!fs.existsSync(path.join(env.dataDir, 'pglite', 'PG_VERSION'))) {
  refuse(
    'NO_SOURCE',
    `DATA_DIR (${env.dataDir}) holds no PGlite database: set DATA_DIR to the shop's data folder.`,
  )
}
// Opening it takes the data folder's lock (the shop must be stopped) and brings it to this version.
const source = await openDatabase({ dataDir: env.dataDir })
const result = await copyPgliteToPostgres(
  (source.db as typeof source.db & { $client: PGlite }).$client,
  env.DATABASE_URL,
).finally(() => source.close())
if (!result.ok) refuse(result.reason, result.message)
const rows = Object.values(result.tables).reduce((sum, table) => sum + table.rows, 0)
console.log(
  `migrate: ${Object.keys(result.tables).length} tables, ${rows} rows and ${result.sequences} sequences copied from ` +
    `${env.dataDir}/pglite to PostgreSQL; every table has the same rows and content on both sides.`,
)
console.log('migrate: start the shop with DATABASE_URL and the same DATA_DIR (its files stay there).')
