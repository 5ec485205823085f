import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { type Db, openDatabase } from '../../db/client.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { seedCatalog } from '../../db/seed/catalog-seed.ts'
import { seedShop } from '../../db/seed/shop-seed.ts'
import { createJobQueue } from '../../server/jobs/queue.ts'

/** pg-boss's schema in the database every file copies: a test's first job needs no schema creation. */
async function installJobQueue(db: Db) {
  const queue = createJobQueue({
    db,
    logger: pino({ level: 'silent' }),
    deps: () => {
      throw new Error('no job runs during the global setup')
    },
  })
  await queue.ready()
  await queue.stop()
}

/**
 * Migrates once per run. PGlite: the migrated data directory is dumped to a file that every test
 * file starts from (~0.5 s instead of ~4 s). PostgreSQL (DATABASE_URL): migrates and seeds that
 * database, which every test file copies (tests/support/postgres-per-file.ts).
 */
export default async function setup() {
  if (process.env.DATABASE_URL) {
    const database = await openDatabase({ url: process.env.DATABASE_URL })
    await seedCatalog(database.db, catalogData)
    await seedShop(database.db, { demo: true })
    await installJobQueue(database.db)
    await database.close()
    // Each test file works on its own copy of this database (postgres-per-file.ts).
    process.env.NF_PG_TEMPLATE_URL = process.env.DATABASE_URL
    return
  }
  const database = await openDatabase({ memory: true })
  await seedCatalog(database.db, catalogData)
  await seedShop(database.db, { demo: true })
  await installJobQueue(database.db)
  const dump = await database.dump?.()
  await database.close()
  if (!dump) throw new Error('PGlite dump failed')
  const file = path.join(os.tmpdir(), `nf-test-db-${process.pid}.tar`)
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  process.env.NF_TEST_DB_SNAPSHOT = file
  return () => fs.rmSync(file, { force: true })
}
