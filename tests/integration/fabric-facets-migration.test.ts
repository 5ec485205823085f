import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { catalogFabrics } from '../../db/schema/index.ts'
import { catalogData } from '../../db/seed/catalog/index.ts'
import { useTestDatabase } from '../support/test-db.ts'

let database: Awaited<ReturnType<typeof useTestDatabase>>

beforeAll(async () => {
  database = await useTestDatabase()
})

/** The backfill statement of the migration that added the wear facets. */
function backfill(): string {
  const file = fs
    .readdirSync('db/migrations')
    .find(
      (name) =>
        name.endsWith('.sql') &&
        fs.readFileSync(`db/migrations/${name}`, 'utf8').includes('"weight_class" = CASE'),
    )
  if (!file) throw new Error('no migration backfills the fabric facets')
  const text = fs.readFileSync(`db/migrations/${file}`, 'utf8')
  const statement = text.slice(text.indexOf('UPDATE "catalog_fabrics"'))
  return statement.split('--> statement-breakpoint')[0] ?? ''
}

describe('the fabric facets migration', () => {
  it('gives fabrics stored before it the facets the seed derives by the same rule', async () => {
    const rows = await database.db
      .transaction(async (tx) => {
        await tx.update(catalogFabrics).set({
          opacity: 'opaque',
          stretch: 'none',
          season: 'all-year',
          weightClass: 'medium',
        })
        await tx.execute(sql.raw(backfill()))
        const found = await tx
          .select({
            id: catalogFabrics.id,
            opacity: catalogFabrics.opacity,
            stretch: catalogFabrics.stretch,
            season: catalogFabrics.season,
            weightClass: catalogFabrics.weightClass,
          })
          .from(catalogFabrics)
        // Nothing of this stays: the database is shared with other test files on PostgreSQL.
        throw new Rollback(found)
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.rows
        throw error
      })
    const seeded = new Map(catalogData.fabrics.map((fabric) => [fabric.id, fabric]))
    const compared = rows.filter((row) => seeded.has(row.id))
    expect(compared).toHaveLength(catalogData.fabrics.length)
    for (const row of compared) {
      const fabric = seeded.get(row.id)
      expect(row, fabric?.number).toEqual({
        id: row.id,
        opacity: fabric?.opacity,
        stretch: fabric?.stretch,
        season: fabric?.season,
        weightClass: fabric?.weightClass,
      })
    }
  })

  it('refuses a value outside the facets at the database', async () => {
    await expect(
      database.db.execute(sql`update catalog_fabrics set season = 'spring' where id = 1001`),
    ).rejects.toThrow()
  })
})

type FacetRow = { id: number; opacity: string; stretch: string; season: string; weightClass: string }

class Rollback extends Error {
  readonly rows: FacetRow[]
  constructor(rows: FacetRow[]) {
    super('rollback')
    this.rows = rows
  }
}
