import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '../../db/client.ts'
import { smallPng } from '../support/feedback-helpers.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'

/** The rows a statement returns (PGlite and node-postgres both answer `{ rows }`). */
async function rowsOf<T>(db: Db, statement: ReturnType<typeof sql> | ReturnType<typeof sql.raw>) {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows
}

export type App = ReturnType<typeof createTestApp>['app']

/** The roles of the access matrix, one column each, with one jar each in `world.jars`. */
export const roles = ['guest', 'customerA', 'owner', 'staff', 'admin'] as const
export type Role = (typeof roles)[number]

/** Everything customer B owns, by id: what the matrix and the fuzzer aim at. */
export type Owned = {
  /** B's account, for the admin's customer endpoints. */
  customerId: number
  orderedShirtId: number
  openShirtId: number
  spareShirtId: number
  previewKey: string
  measureId: number
  spareMeasureId: number
  addressId: number
  spareAddressId: number
  teamOrderId: number
  orderId: number
  cartItemId: number
  ticketId: number
  photoUrl: string
  fabricId: number
}

/**
 * A shop with customer B (the owner) holding one of every owned record, customer A, and a staff
 * member and an admin who logged in to the back office. B's records are made through the API, as a customer makes them.
 */
export async function buildWorld(db: Db) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-fuzz-'))
  const { app } = createTestApp(db, { SHOP_DEMO: '1', DATA_DIR: dataDir })
  const calls = shopCalls(
    () => app,
    () => db,
  )
  const owner = new CookieJar()
  const ownerEmail = await calls.register(owner)
  const ordered = await calls.orderMeasuredDesign(owner)
  const spareMeasureId = await calls.profile(owner, 'Reserve')
  const openShirtId = await calls.newDesign(owner)
  const spare = await calls.shirt(owner, { action: 'duplicate', shirtId: openShirtId })
  const fetched = await calls.shirt(owner, { action: 'fetch', shirtId: openShirtId })
  const added = await calls.cart(owner, { action: 'add', item: { type: 'shirt', shirtId: openShirtId } })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const addressCall = (address: Record<string, unknown>) =>
    calls.call(owner, '/api/addresses.php', { action: 'save', address }).then(calls.json)
  const { countryCode: _code, ...lines } = berlinAddress
  const address = await addressCall({ ...lines, countryId: 1 })
  const spareAddress = await addressCall({ ...lines, countryId: 1, street: 'Nebenweg 2' })
  expect(address.status, JSON.stringify(address.body)).toBe(200)
  const [fabric] = await rowsOf<{ id: number }>(
    db,
    sql`select id from catalog_fabrics where active order by id limit 1`,
  )
  expect((await calls.wishlist(owner, { action: 'add', kind: 'fabric', id: fabric?.id })).status).toBe(200)
  const ticket = await serviceWithPhoto(app, owner)
  const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
  const team = await calls
    .call(owner, '/api/team.php', {
      action: 'create',
      shirtId: openShirtId,
      name: 'Messe',
      company: 'Beispiel GmbH',
      vatId: '',
      deadline,
      seats: 3,
      openCategories: [2],
    })
    .then(calls.json)

  const [ownerRow] = await rowsOf<{ id: number }>(
    db,
    sql`select id from customers where email = ${ownerEmail}`,
  )
  const owned: Owned = {
    customerId: ownerRow?.id ?? 0,
    orderedShirtId: ordered.shirtId,
    openShirtId,
    spareShirtId: spare.body.newShirtId,
    previewKey: fetched.body.shirt.previewKey,
    measureId: ordered.measureId,
    spareMeasureId,
    addressId: address.body.addressId ?? address.body.address?.addressId,
    spareAddressId: spareAddress.body.addressId ?? spareAddress.body.address?.addressId,
    teamOrderId: team.body.teamOrderId,
    orderId: ordered.orderId,
    cartItemId: added.body.data.items[0].itemId,
    ticketId: ticket.ticketId,
    photoUrl: ticket.photoUrl,
    fabricId: fabric?.id ?? 0,
  }
  for (const [name, value] of Object.entries(owned)) expect(value, name).toBeTruthy()

  const customerA = new CookieJar()
  await calls.register(customerA)
  const jars: Record<Role, CookieJar> = {
    guest: new CookieJar(),
    customerA,
    owner,
    staff: await calls.admin('staff'),
    admin: await calls.admin(),
  }
  return { app, calls, jars, owned, ownerId: owned.customerId, dataDir }
}

async function serviceWithPhoto(app: App, jar: CookieJar) {
  const form = new FormData()
  form.append('action', 'create')
  form.append('subject', 'Knopf')
  form.append('message', 'Ein Knopf fehlt am Ärmel.')
  form.append('files[]', new File([new Uint8Array(await smallPng())], 'knopf.png', { type: 'image/png' }))
  const headers = new Headers({ origin: 'http://localhost', cookie: jar.header() })
  const response = await app.request('/api/service.php', { method: 'POST', headers, body: form })
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected loosely
  const body = (await response.json()) as any
  expect(response.status, JSON.stringify(body)).toBe(200)
  return { ticketId: body.ticketId as number, photoUrl: body.ticket.messages[0].files[0].url as string }
}

/**
 * Every row that belongs to the customer: each table with a customer_id column, and the rows that
 * hang off the customer's orders, designs and tickets. Compared before and after an attack.
 */
let ownedColumns: { table_name: string; column_name: string }[] | undefined

export async function snapshotOf(db: Db, customerId: number): Promise<string> {
  ownedColumns ??= await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema()
        and column_name in ('customer_id', 'order_id', 'ticket_id', 'shirt_id')
      order by table_name, column_name`,
  )
  const parents: Record<string, string> = {
    customer_id: `select ${customerId}`,
    order_id: `select id from orders where customer_id = ${customerId}`,
    ticket_id: `select id from service_tickets where customer_id = ${customerId}`,
    shirt_id: `select id from shirts where customer_id = ${customerId}`,
  }
  const parts: string[] = []
  parts.push(JSON.stringify(await rowsOf(db, sql`select * from customers where id = ${customerId}`)))
  for (const { table_name: table, column_name: column } of ownedColumns) {
    // Sessions move with every request of their own (last seen); the owner sends none meanwhile.
    if (table === 'sessions') continue
    const rows = await rowsOf(
      db,
      sql.raw(`select * from "${table}" where "${column}" in (${parents[column]}) order by 1`),
    )
    parts.push(`${table}.${column}: ${JSON.stringify(rows)}`)
  }
  return parts.join('\n')
}
