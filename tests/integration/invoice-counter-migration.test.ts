import fs from 'node:fs'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { takeInvoiceNumber } from '../../db/queries/orders.ts'
import { insertBareOrder } from '../support/shop-data.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The migration that brought the invoice counter runs on a shop that has issued invoices already:
 * the counter starts at the highest number given out, so the next invoice follows it. Here the
 * counter is taken off again, invoices written, and the migration run as a whole, inside a
 * transaction that is rolled back.
 */
let db: Db

beforeAll(async () => {
  db = (await useTestDatabase()).db
})

function statements(): string[] {
  const file = fs.readdirSync('db/migrations').find((name) => /^\d+_invoice-counter\.sql$/.test(name))
  if (!file) throw new Error('no invoice-counter migration')
  return fs
    .readFileSync(`db/migrations/${file}`, 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
}

class Rollback extends Error {
  readonly found: { counter: unknown; next: number }
  constructor(found: { counter: unknown; next: number }) {
    super('rollback')
    this.found = found
  }
}

describe('the invoice counter migration', () => {
  it('starts the counter at the highest invoice number issued so far', async () => {
    const found = await db
      .transaction(async (tx) => {
        await tx.execute(sql.raw('DROP INDEX "orders_invoice_number_unique"'))
        await tx.execute(sql.raw('DROP TABLE "invoice_counters"'))
        for (const [index, invoiceNumber] of [
          'RE-2025-000007',
          'RE-2026-000041',
          'RE-2026-000040',
        ].entries()) {
          const orderId = await insertBareOrder(tx)
          await tx.execute(
            sql`update orders set number = ${`NF-TEST-${index}`}, invoice_number = ${invoiceNumber} where id = ${orderId}`,
          )
        }
        await insertBareOrder(tx)
        for (const statement of statements()) await tx.execute(sql.raw(statement))
        const counter = await tx.execute(sql.raw(`select series, last_number from invoice_counters`))
        throw new Rollback({
          counter: (counter as unknown as { rows: unknown[] }).rows,
          next: await takeInvoiceNumber(tx, 'RE'),
        })
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback) return error.found
        throw error
      })
    expect(found.counter).toEqual([{ series: 'RE', last_number: 41 }])
    expect(found.next).toBe(42)
  })
})
