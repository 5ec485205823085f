import { existsSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import type { CookieJar } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'
import { buildWorld, type Owned, type Role, roles, snapshotOf } from './shop-world.ts'

/**
 * The access matrix: every endpoint that takes an owned id, called by each role with
 * customer B's ids. `allow` names the roles that get through (any answer but 401/403/404: the
 * owner may still meet a business rule, e.g. 409 for paying a prepayment order); every other role
 * must get 401 (login needed), 403 (not allowed) or 404 (docs/api.md: someone else's id is the same
 * 404 as a missing one). Staff pass where core/access/permissions.ts lets them: the workshop and
 * the service desk, never money, the catalogue or customer accounts.
 */
type Row = {
  what: string
  request: (ids: Owned) => { path: string; body?: unknown; method?: 'GET' }
  allow: Role[]
  /** The status every refused customer gets (guests may get 401 first). */
  refusedCustomer?: number
}

const owner: Role[] = ['owner']
const ownerAndStaff: Role[] = ['owner', 'staff', 'admin']
const backOffice: Role[] = ['staff', 'admin']

// Destructive rows come last and aim at spare records, so the reads above keep their targets.
const matrix: Row[] = [
  { what: 'team fetch', request: (o) => team({ action: 'fetch', teamOrderId: o.teamOrderId }), allow: owner },
  {
    what: 'team remind',
    request: (o) => team({ action: 'remind', teamOrderId: o.teamOrderId }),
    allow: owner,
  },
  {
    what: 'team placeOrder',
    request: (o) => team({ ...teamOrder, teamOrderId: o.teamOrderId }),
    allow: owner,
  },
  {
    what: 'team removeLogo',
    request: (o) => team({ action: 'removeLogo', teamOrderId: o.teamOrderId }),
    allow: owner,
  },
  {
    what: 'team renewInvite',
    request: (o) => team({ action: 'renewInvite', teamOrderId: o.teamOrderId }),
    allow: owner,
  },
  { what: 'shirt fetch', request: (o) => shirt({ action: 'fetch', shirtId: o.openShirtId }), allow: owner },
  {
    what: 'shirt fetch (ordered)',
    request: (o) => shirt({ action: 'fetch', shirtId: o.orderedShirtId }),
    allow: owner,
  },
  {
    what: 'shirt setSelected',
    request: (o) => shirt({ action: 'setSelected', shirtId: o.openShirtId }),
    allow: owner,
  },
  {
    what: 'shirt updateFabric',
    request: (o) => shirt({ action: 'updateFabric', shirtId: o.openShirtId, fabricId: o.fabricId }),
    allow: owner,
  },
  {
    what: 'shirt duplicate',
    request: (o) => shirt({ action: 'duplicate', shirtId: o.orderedShirtId }),
    allow: owner,
  },
  {
    what: 'shirt measures',
    request: (o) => shirt({ action: 'measures', shirtId: o.openShirtId, measureId: o.measureId }),
    allow: owner,
  },
  {
    what: 'shirt addToCart',
    request: (o) => shirt({ action: 'addToCart', shirtId: o.spareShirtId }),
    allow: owner,
  },
  {
    what: 'preview images',
    request: (o) => ({
      path: '/api/shirt-preview.php',
      body: { action: 'get_img_arr', shirtId: o.openShirtId, key: '00000000-0000-4000-8000-000000000000' },
    }),
    allow: [],
  },
  {
    what: 'measures fetch',
    request: (o) => measures({ action: 'fetch', measureId: o.measureId }),
    allow: owner,
  },
  {
    what: 'measures fetch by order',
    request: (o) => measures({ action: 'fetch', orderId: o.orderId }),
    allow: owner,
  },
  {
    what: 'measures save (update)',
    request: (o) => measures({ action: 'save', measureId: o.measureId, measure: { set_name: 'Fremd' } }),
    allow: owner,
  },
  {
    what: 'measures setStandard',
    request: (o) => measures({ action: 'setStandard', measureId: o.measureId }),
    allow: owner,
  },
  {
    what: 'measures fitFeedback',
    request: (o) => measures({ action: 'fitFeedback', orderId: o.orderId }),
    allow: owner,
  },
  {
    what: 'address save (update)',
    request: (o) => addresses({ action: 'save', addressId: o.addressId, address: otherAddress }),
    allow: owner,
  },
  {
    what: 'address setDefault',
    request: (o) => addresses({ action: 'setDefault', addressId: o.addressId, kind: 'billing' }),
    allow: owner,
  },
  {
    what: 'cart update',
    request: (o) => ({ path: '/api/cart.php', body: { action: 'update', itemId: o.cartItemId, amount: 2 } }),
    allow: owner,
  },
  { what: 'order fetch', request: (o) => orders({ action: 'fetch', orderId: o.orderId }), allow: owner },
  { what: 'order reorder', request: (o) => orders({ action: 'reorder', orderId: o.orderId }), allow: owner },
  { what: 'order invoice', request: (o) => orders({ action: 'invoice', orderId: o.orderId }), allow: owner },
  {
    what: 'order confirmFit',
    request: (o) => orders({ action: 'confirmFit', orderId: o.orderId }),
    allow: owner,
  },
  {
    what: 'invoice PDF',
    request: (o) => ({ path: `/api/orders/${o.orderId}/invoice.pdf`, method: 'GET' }),
    allow: owner,
  },
  {
    what: 'checkout pay',
    request: (o) => ({ path: '/api/checkout.php', body: { action: 'pay', orderId: o.orderId } }),
    allow: owner,
  },
  {
    what: 'ticket fetch',
    request: (o) => service({ action: 'fetch', ticketId: o.ticketId }),
    allow: ownerAndStaff,
  },
  {
    what: 'ticket reply',
    request: (o) => service({ action: 'reply', ticketId: o.ticketId, message: 'Noch eine Frage dazu.' }),
    allow: ownerAndStaff,
  },
  { what: 'ticket photo', request: (o) => ({ path: o.photoUrl, method: 'GET' }), allow: ownerAndStaff },
  {
    what: 'admin order list',
    request: () => admin({ action: 'list' }),
    allow: backOffice,
    refusedCustomer: 403,
  },
  {
    what: 'admin order fetch',
    request: (o) => admin({ action: 'fetch', orderId: o.orderId }),
    allow: backOffice,
    refusedCustomer: 403,
  },
  {
    what: 'admin order setStatus',
    request: (o) => admin({ action: 'setStatus', orderId: o.orderId, status: 'in_production' }),
    allow: backOffice,
    refusedCustomer: 403,
  },
  {
    // Money is the admin's: staff get 403 before the order is even looked at.
    what: 'admin order refund',
    request: (o) => admin({ action: 'setStatus', orderId: o.orderId, status: 'refunded', version: 0 }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin fabric get',
    request: (o) => ({ path: '/api/admin/fabrics.php', body: { action: 'get', fabricId: o.fabricId } }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin fabric list',
    request: () => ({ path: '/api/admin/fabrics.php', body: { action: 'list', low: '1' } }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin ticket fetch',
    request: (o) => ({ path: '/api/admin/tickets.php', body: { action: 'fetch', ticketId: o.ticketId } }),
    allow: backOffice,
    refusedCustomer: 403,
  },
  {
    what: 'admin ticket reply',
    request: (o) => ({
      path: '/api/admin/tickets.php',
      body: { action: 'reply', ticketId: o.ticketId, message: 'Wir kümmern uns darum.' },
    }),
    allow: backOffice,
    refusedCustomer: 403,
  },
  {
    what: 'admin feedback list',
    request: () => ({ path: '/api/admin/feedback.php', body: { action: 'list' } }),
    allow: backOffice,
    refusedCustomer: 403,
  },
  {
    what: 'admin customer fetch',
    request: (o) => adminPeople('customers', { action: 'fetch', customerId: o.customerId }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin customer export',
    request: (o) => adminPeople('customers', { action: 'export', customerId: o.customerId }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin customer unblock',
    request: (o) => adminPeople('customers', { action: 'unblock', customerId: o.customerId }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin voucher list',
    request: () => adminPeople('vouchers', { action: 'list' }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  {
    what: 'admin newsletter list',
    request: () => adminPeople('newsletter', { action: 'list' }),
    allow: ['admin'],
    refusedCustomer: 403,
  },
  ...catalogRows(),
  ...jobsRows(),
  // Destructive, on spare records.
  {
    what: 'ticket close',
    request: (o) => service({ action: 'close', ticketId: o.ticketId }),
    allow: ownerAndStaff,
  },
  {
    what: 'cart remove',
    request: (o) => ({ path: '/api/cart.php', body: { action: 'remove', itemId: o.cartItemId } }),
    allow: owner,
  },
  {
    what: 'shirt delete',
    request: (o) => shirt({ action: 'delete', shirtId: o.spareShirtId }),
    allow: owner,
  },
  {
    what: 'measures delete',
    request: (o) => measures({ action: 'delete', measureId: o.spareMeasureId }),
    allow: owner,
  },
  {
    what: 'address delete',
    request: (o) => addresses({ action: 'delete', addressId: o.spareAddressId }),
    allow: owner,
  },
  { what: 'team close', request: (o) => team({ action: 'close', teamOrderId: o.teamOrderId }), allow: owner },
]

const otherAddress = {
  firstName: 'Max',
  lastName: 'Fremd',
  street: 'Fremdweg 1',
  postalCode: '10115',
  city: 'Berlin',
  countryId: 1,
}

function team(body: unknown) {
  return { path: '/api/team.php', body }
}
const teamOrder = {
  action: 'placeOrder',
  memberIds: [1],
  billingAddress: {
    firstName: 'Max',
    lastName: 'Fremd',
    street: 'Fremdweg 1',
    postalCode: '10115',
    city: 'Berlin',
    countryCode: 'DE',
  },
  paymentMethod: 'prepayment',
  // The owner meets a rule (400 terms) instead of ordering; everybody else the 404 first.
  acceptTerms: false,
}
function shirt(body: unknown) {
  return { path: '/api/shirt.php', body }
}
function measures(body: unknown) {
  return { path: '/api/measures.php', body }
}
function addresses(body: unknown) {
  return { path: '/api/addresses.php', body }
}
function orders(body: unknown) {
  return { path: '/api/orders.php', body }
}
function service(body: unknown) {
  return { path: '/api/service.php', body }
}
function admin(body: unknown) {
  return { path: '/api/admin/orders.php', body }
}
function adminPeople(endpoint: 'customers' | 'vouchers' | 'newsletter', body: unknown) {
  return { path: `/api/admin/${endpoint}.php`, body }
}

/** /api/admin/catalog.php: the admin's alone; every read and write action. */
function catalogRows(): Row[] {
  const seedPrices = { groupA: '79', groupB: '99', groupC: '119', groupD: '149', package7: '499' }
  const bodies: [string, Record<string, unknown>][] = [
    ['parts', { action: 'parts' }],
    ['setPart', { action: 'setPart', partId: 2, active: true, surcharge: '0' }],
    ['setValue', { action: 'setValue', valueId: 201, surcharge: '0' }],
    ['products', { action: 'products' }],
    ['templates', { action: 'templates' }],
    ['prices', { action: 'prices' }],
    ['setPrices', { action: 'setPrices', ...seedPrices }],
  ]
  return bodies.map(([action, body]) => ({
    what: `admin catalog ${action}`,
    request: () => ({ path: '/api/admin/catalog.php', body }),
    allow: ['admin'],
    refusedCustomer: 403,
  }))
}

/**
 * The failed background jobs' page (/admin/jobs, permission 'jobs.retry', admin only) is built on
 * another branch: its row joins the matrix as soon as its route module is in. Staff, customers
 * and guests get the pages' 404.
 */
function jobsRows(): Row[] {
  if (!existsSync(new URL('../../app/routes/admin/jobs.tsx', import.meta.url))) return []
  return [
    { what: 'admin jobs page', request: () => ({ path: '/admin/jobs', method: 'GET' }), allow: ['admin'] },
  ]
}

let world: Awaited<ReturnType<typeof buildWorld>>
let database: Awaited<ReturnType<typeof useTestDatabase>>

beforeAll(async () => {
  database = await useTestDatabase()
  world = await buildWorld(database.db)
})

async function send(jar: CookieJar, request: ReturnType<Row['request']>) {
  const headers = new Headers({ origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  if (request.method === 'GET') return world.app.request(request.path, { headers })
  headers.set('content-type', 'application/json')
  return world.app.request(request.path, { method: 'POST', headers, body: JSON.stringify(request.body) })
}

describe('access matrix: guest / customer A / owner B / staff / admin × every owned id', () => {
  // One row at a time, in order: the destructive rows at the end aim at spare records.
  it.each(matrix.map((row) => [row.what, row] as const))('%s', async (_what, row) => {
    const wrong: string[] = []
    const cells: string[] = []
    // The owner goes last: its own destructive call must not empty the record for the others.
    for (const role of [...roles.filter((r) => r !== 'owner'), 'owner' as const]) {
      const allowed = row.allow.includes(role)
      const before = allowed ? '' : await snapshotOf(database.db, world.ownerId)
      const response = await send(world.jars[role], row.request(world.owned))
      const status = response.status
      const passed = ![401, 403, 404].includes(status)
      const expectedRefusal =
        role === 'guest' ? [401, 403, 404] : row.refusedCustomer ? [row.refusedCustomer] : [404]
      const good = allowed ? passed && status < 500 : expectedRefusal.includes(status)
      if (!good) wrong.push(`${role}: ${status} ${(await response.text()).slice(0, 160)}`)
      if (!allowed && (await snapshotOf(database.db, world.ownerId)) !== before)
        wrong.push(`${role} changed the owner's records`)
      cells.push(`${role} ${status}`)
    }
    expect(wrong, cells.join('  ')).toEqual([])
  })

  // The retry of a failed job is a form post to /admin/jobs (another branch); `send` posts JSON
  // only. With a form encoding here, it becomes a row: allow ['admin'], everybody else the 404.
  it.todo('admin job retry (form post to /admin/jobs)')
})
