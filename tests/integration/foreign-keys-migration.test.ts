import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The migration that added the missing foreign keys runs on a shop's existing data: rows that
 * point at something gone must not stop it. Here its keys are taken off again, orphans written,
 * and the migration run as a whole, inside a transaction that is rolled back.
 */
let db: Db

beforeAll(async () => {
  db = (await useTestDatabase()).db
})

function migration(): { file: string; statements: string[] } {
  const file = fs.readdirSync('db/migrations').find((name) => /^\d+_missing-foreign-keys\.sql$/.test(name))
  if (!file) throw new Error('no missing-foreign-keys migration')
  const text = fs.readFileSync(`db/migrations/${file}`, 'utf8')
  return { file, statements: text.split('--> statement-breakpoint').map((statement) => statement.trim()) }
}

type Row = Record<string, unknown>

async function rows(tx: Db, statement: string): Promise<Row[]> {
  return ((await tx.execute(sql.raw(statement))) as unknown as { rows: Row[] }).rows
}

class Rollback extends Error {
  readonly found: Record<string, Row[]>
  constructor(found: Record<string, Row[]>) {
    super('rollback')
    this.found = found
  }
}

describe('the missing foreign keys migration', () => {
  it('applies to data with orphans: optional references are cleared, orphan design rows go', async () => {
    const { statements } = migration()
    const found = await db
      .transaction(async (tx) => {
        // Back to the schema before the migration: its keys and indexes off.
        for (const statement of statements) {
          const key = /ALTER TABLE ("\w+") ADD CONSTRAINT ("\w+")/.exec(statement)
          if (key) await rows(tx, `ALTER TABLE ${key[1]} DROP CONSTRAINT ${key[2]}`)
          const index = /CREATE INDEX ("\w+")/.exec(statement)
          if (index) await rows(tx, `DROP INDEX ${index[1]}`)
        }
        const [shirt] = await rows(
          tx,
          `insert into shirts (fabric_id, template_id, gift_voucher_id) select id, 999901, 999902 from catalog_fabrics order by id limit 1 returning id`,
        )
        const shirtId = Number(shirt?.id)
        const [part] = await rows(tx, 'select id, category_id from catalog_parts order by id limit 1')
        await rows(
          tx,
          `insert into shirt_parts (shirt_id, part_id, category_id) values (${shirtId}, 999903, 1)`,
        )
        await rows(
          tx,
          `insert into shirt_parts (shirt_id, part_id, category_id) values (${shirtId}, ${part?.id}, ${part?.category_id})`,
        )
        await rows(
          tx,
          `insert into shirt_attributes (shirt_id, part_id, attribute_id, value_id) values (${shirtId}, ${part?.id}, 999904, 999905)`,
        )
        for (const statement of statements) await rows(tx, statement)
        throw new Rollback({
          shirt: await rows(tx, `select template_id, gift_voucher_id from shirts where id = ${shirtId}`),
          parts: await rows(tx, `select part_id from shirt_parts where shirt_id = ${shirtId}`),
          attributes: await rows(tx, `select value_id from shirt_attributes where shirt_id = ${shirtId}`),
        })
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.found
        throw error
      })
    expect(found.shirt).toEqual([{ template_id: null, gift_voucher_id: null }])
    expect(found.parts?.map((row) => Number(row.part_id))).toEqual([expect.any(Number)])
    expect(found.parts?.[0]?.part_id).not.toBe(999903)
    expect(found.attributes).toEqual([])
  })
})
