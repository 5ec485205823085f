import { type SQL, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../db/client.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The database guards the invariants as well as the code (migration 0014): foreign keys for the
 * references a design and a session hold, CHECK constraints for statuses, amounts and prices.
 * Every statement below breaks exactly one of them and must fail with that constraint's name,
 * on PGlite and on PostgreSQL (DATABASE_URL). Each runs in its own transaction, rolled back.
 */
let db: Db

/** The rows a statement returns (PGlite and node-postgres both answer `{ rows }`). */
async function query(statement: string | SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(typeof statement === 'string' ? sql.raw(statement) : statement)) as {
    rows: Record<string, unknown>[]
  }
  return result.rows
}

async function firstId(table: string): Promise<number> {
  const id = (await query(`select id from ${table} order by id limit 1`))[0]?.id
  if (id === undefined) throw new Error(`the seed has no row in ${table}`)
  return Number(id)
}

/** The message of the error a statement fails with (Drizzle wraps the driver's error). */
async function failureOf(statement: string): Promise<string> {
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(statement))
    })
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error
    return String((cause as { message?: unknown }).message ?? cause)
  }
  return 'no error'
}

const ids = { shirt: 0, order: 0, orderItem: 0, voucher: 0, product: 0, variant: 0, session: '' }

beforeAll(async () => {
  db = (await useTestDatabase()).db
  // A customer with a session, a design and an order of it: the rows the statements bend.
  const customer = await query(
    `insert into customers (email, password_hash, first_name, last_name) values ('guards-${Date.now()}@example.com', 'x', 'Erika', 'Muster') returning id`,
  )
  const customerId = Number(customer[0]?.id)
  ids.session = `guards-${Date.now()}`
  await query(
    `insert into sessions (id, customer_id, csrf_token, expires_at) values ('${ids.session}', ${customerId}, 'token', now() + interval '1 day')`,
  )
  const order = await query(
    `insert into orders (customer_id, payment_method, delivery_country_id, items_cents, shipping_cents, total_cents, net_cents, vat, billing_address, shipping_address, expected_delivery)
     values (${customerId}, 'prepayment', 1, 8900, 0, 8900, 7479, '[]', '{}', '{}', '2026-12-24') returning id`,
  )
  ids.order = Number(order[0]?.id)
  const shirt = await query(
    `insert into shirts (session_id, customer_id, fabric_id, order_status, order_id) select '${ids.session}', ${customerId}, id, 2, ${ids.order} from catalog_fabrics order by id limit 1 returning id`,
  )
  ids.shirt = Number(shirt[0]?.id)
  const item = await query(
    `insert into order_items (order_id, type, name, amount, unit_gross_cents, vat_rate, line_gross_cents, withdrawal, shirt_id)
     values (${ids.order}, 'shirt', 'Hemd', 1, 8900, 19, 8900, false, ${ids.shirt}) returning id`,
  )
  ids.orderItem = Number(item[0]?.id)
  ids.voucher = await firstId('vouchers')
  ids.product = await firstId('products')
  ids.variant = await firstId('product_variants')
})

describe('constraints refuse rows that break an invariant', () => {
  const cases: [string, () => string][] = [
    ['shirts_order_status_check', () => `update shirts set order_status = 3 where id = ${ids.shirt}`],
    ['shirts_amount_check', () => `update shirts set amount = 0 where id = ${ids.shirt}`],
    ['shirts_order_id_orders_id_fk', () => `update shirts set order_id = 999999 where id = ${ids.shirt}`],
    [
      'shirts_measure_id_measure_profiles_id_fk',
      () => `update shirts set measure_id = 999999 where id = ${ids.shirt}`,
    ],
    [
      'sessions_selected_shirt_id_shirts_id_fk',
      () => `update sessions set selected_shirt_id = 999999 where id = '${ids.session}'`,
    ],
    [
      'cart_items_amount_check',
      () =>
        `insert into cart_items (session_id, type, product_id, amount, vat_rate) values ('${ids.session}', 'product', ${ids.product}, 0, 19)`,
    ],
    [
      'cart_items_voucher_value_check',
      () =>
        `insert into cart_items (session_id, type, voucher_value_cents, vat_rate) values ('${ids.session}', 'voucher', -1, 0)`,
    ],
    [
      'cart_items_vat_rate_check',
      () =>
        `insert into cart_items (session_id, type, product_id, vat_rate) values ('${ids.session}', 'product', ${ids.product}, -19)`,
    ],
    ['orders_status_check', () => `update orders set status = 'lost' where id = ${ids.order}`],
    ['orders_cents_check', () => `update orders set total_cents = -1 where id = ${ids.order}`],
    ['order_items_amount_check', () => `update order_items set amount = 0 where id = ${ids.orderItem}`],
    [
      'order_items_cents_check',
      () => `update order_items set unit_gross_cents = -1 where id = ${ids.orderItem}`,
    ],
    ['vouchers_status_check', () => `update vouchers set status = 'spent' where id = ${ids.voucher}`],
    ['vouchers_balance_check', () => `update vouchers set balance_cents = -1 where id = ${ids.voucher}`],
    [
      'vouchers_issued_code_check',
      () => `update vouchers set issued_code = 'OTHER-CODE' where id = ${ids.voucher}`,
    ],
    [
      'vouchers_balance_check',
      () => `update vouchers set balance_cents = initial_cents + 1 where id = ${ids.voucher}`,
    ],
    [
      'voucher_redemptions_amount_check',
      () =>
        `insert into voucher_redemptions (voucher_id, order_id, amount_cents) values (${ids.voucher}, ${ids.order}, -1)`,
    ],
    ['products_price_check', () => `update products set price_cents = -1 where id = ${ids.product}`],
    [
      'product_variants_price_check',
      () => `update product_variants set price_cents = -1 where id = ${ids.variant}`,
    ],
    [
      'product_variants_stock_check',
      () => `update product_variants set stock = -1 where id = ${ids.variant}`,
    ],
    [
      'product_variants_colour_check',
      () => `update product_variants set colour = 'navy' where id = ${ids.variant}`,
    ],
    [
      'order_items_voucher_id_vouchers_id_fk',
      () => `update order_items set voucher_id = 999999 where id = ${ids.orderItem}`,
    ],
    [
      'vouchers_purchase_order_id_orders_id_fk',
      () => `update vouchers set purchase_order_id = 999999 where id = ${ids.voucher}`,
    ],
    [
      'shirts_gift_voucher_id_vouchers_id_fk',
      () => `update shirts set gift_voucher_id = 999999 where id = ${ids.shirt}`,
    ],
    [
      'shirts_template_id_shirt_templates_id_fk',
      () => `update shirts set template_id = 999999 where id = ${ids.shirt}`,
    ],
    [
      'shirt_parts_part_id_catalog_parts_id_fk',
      () => `insert into shirt_parts (shirt_id, part_id, category_id) values (${ids.shirt}, 999999, 1)`,
    ],
    [
      'shirt_attributes_value_id_catalog_attribute_values_id_fk',
      () =>
        `insert into shirt_attributes (shirt_id, part_id, attribute_id, value_id) select ${ids.shirt}, p.id, (select a.id from catalog_attributes a order by a.id limit 1), 999999 from catalog_parts p order by p.id limit 1`,
    ],
  ]

  it.each(cases)('%s', async (constraint, statement) => {
    expect(await failureOf(statement())).toContain(`"${constraint}"`)
  })

  it('keeps rows that respect them (the demo seed, a full voucher, an empty one)', async () => {
    expect(
      await failureOf(`update vouchers set balance_cents = initial_cents where id = ${ids.voucher}`),
    ).toBe('no error')
    expect(await failureOf(`update vouchers set balance_cents = 0 where id = ${ids.voucher}`)).toBe(
      'no error',
    )
  })
})

describe('what a delete takes along', () => {
  it('a deleted design clears the selection of the sessions that had it open', async () => {
    const copy = await query(
      sql.raw(
        `insert into shirts (session_id, fabric_id) select session_id, fabric_id from shirts where id = ${ids.shirt} returning id`,
      ),
    )
    const copyId = Number(copy[0]?.id)
    await query(sql.raw(`update sessions set selected_shirt_id = ${copyId} where id = '${ids.session}'`))
    await query(sql.raw(`delete from shirts where id = ${copyId}`))
    const after = await query(sql.raw(`select selected_shirt_id from sessions where id = '${ids.session}'`))
    expect(after[0]?.selected_shirt_id).toBeNull()
  })

  it('a deleted profile leaves its designs without one', async () => {
    const profile = await query(
      sql.raw(
        `insert into measure_profiles (session_id, set_name) values ('${ids.session}', 'Probe') returning id`,
      ),
    )
    const profileId = Number(profile[0]?.id)
    const shirt = await query(
      sql.raw(
        `insert into shirts (session_id, fabric_id, measure_id) select '${ids.session}', fabric_id, ${profileId} from shirts where id = ${ids.shirt} returning id`,
      ),
    )
    const shirtId = Number(shirt[0]?.id)
    await query(sql.raw(`delete from measure_profiles where id = ${profileId}`))
    const after = await query(sql.raw(`select measure_id from shirts where id = ${shirtId}`))
    expect(after[0]?.measure_id).toBeNull()
  })

  it('a deleted design leaves the order line and the ticket that named it', async () => {
    const copy = await query(
      `insert into shirts (customer_id, fabric_id) select customer_id, fabric_id from shirts where id = ${ids.shirt} returning id`,
    )
    const copyId = Number(copy[0]?.id)
    const line = await query(
      `insert into order_items (order_id, type, name, amount, unit_gross_cents, vat_rate, line_gross_cents, withdrawal, shirt_id)
       values (${ids.order}, 'shirt', 'Hemd', 1, 8900, 19, 8900, false, ${copyId}) returning id`,
    )
    const ticket = await query(
      `insert into service_tickets (kind, topic, subject, session_id, shirt_id, email, lang)
       values ('service', 'question', 'Kragen', '${ids.session}', ${copyId}, 'a@example.com', 'de') returning id`,
    )
    await query(`delete from shirts where id = ${copyId}`)
    expect(
      (await query(`select shirt_id from order_items where id = ${line[0]?.id}`))[0]?.shirt_id,
    ).toBeNull()
    expect(
      (await query(`select shirt_id from service_tickets where id = ${ticket[0]?.id}`))[0]?.shirt_id,
    ).toBeNull()
  })

  it('an order with designs cannot be deleted under them', async () => {
    expect(await failureOf(`delete from orders where id = ${ids.order}`)).toContain(
      '"shirts_order_id_orders_id_fk"',
    )
  })
})
