import { countCustomerOrders } from '#db/queries/cart.ts'
import { findCustomerByEmail } from '#db/queries/customers.ts'
import { findSessionWithCustomer, updateSession } from '#db/queries/sessions.ts'
import { countOwnedShirts } from '#db/queries/shirts.ts'
import { systemActor } from '../admin/audit.ts'
import { addToCart } from '../cart/cart.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import type { Deps } from '../deps.ts'
import { parseMeasureInput } from '../measures/profile-schema.ts'
import { saveMeasure } from '../measures/write-measures.ts'
import { placeOrder } from '../orders/place-order.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import { type OrderEvent, orderState } from '../orders/transitions.ts'
import { endSession, startSession } from '../sessions/use-cases.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { assignMeasure, createShirt } from '../shirts/write-shirts.ts'

/** A plausible man's body measurements (cm, kg): the demo profile, and the tests' standard profile. */
export const demoBodyMeasures = {
  size_neck: 40,
  size_shoulder: 47,
  size_sleevelength: 64,
  size_sleevelength_2: 64,
  size_sleevelength_short: 24,
  size_chest: 102,
  size_tail: 92,
  size_hips: 104,
  size_shirtlength: 80,
  size_weight: 81,
  size_height: 180,
  size_wrist_1: 17,
  size_wrist_2: 18,
  size_biceps: 32,
}

/** The demo customer's measurement profile (so the demo customer's screens have something to show). */
const demoProfile = { set_name: 'Mein Maß', standard: true, ...demoBodyMeasures }

const demoAddress = {
  salutation: 'Herr',
  firstName: 'Jonas',
  lastName: 'Beispiel',
  street: 'Beispielstraße 12',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
}

/** The workshop's steps from a paid order to the customer's door (a made-up parcel number). */
const toDelivered: OrderEvent[] = [
  { to: orderState.in_production },
  { to: orderState.shipped, carrier: 'DHL', trackingNumber: '00340434161094042557' },
  { to: orderState.delivered },
]

export type DemoContent = { seeded: boolean }

function fail(step: string, result: { ok: false; code: string }): never {
  throw new Error(`demo seed: ${step} failed with ${result.code}`)
}

/**
 * Gives the demo customer something on every screen: a measurement profile, one delivered order
 * (open for fit feedback) and three designs in 'Meine Hemden', one of them in the cart. It runs
 * through the shop's own use cases (create, assign profile, add to cart, placeOrder with the
 * demo payment, the workshop's steps through transitionOrder), as a session of the customer that ends afterwards.
 *
 * Idempotent: a customer who already has a design or an order is left as they are, so a second
 * start changes nothing and what a visitor did with the demo account stays.
 */
export async function seedDemoContent(shop: Deps, input: { email: string }): Promise<DemoContent> {
  // Nobody placed the demo order: no confirmation mail is queued.
  const deps: Deps = { ...shop, jobs: { ...shop.jobs, enqueue: async () => undefined } }
  const account = await findCustomerByEmail(deps.db, input.email.toLowerCase())
  if (!account) return { seeded: false }
  const orders = await countCustomerOrders(deps.db, account.id)
  if (orders.total > 0) return { seeded: false }
  // A customer's designs are found by the customer alone (ownedBy); the session id plays no part.
  if ((await countOwnedShirts(deps.db, { sessionId: '', customerId: account.id })) > 0)
    return { seeded: false }
  const started = await startSession(deps, { lang: 'de' })
  const sessionId = started.loaded.session.id
  try {
    await updateSession(deps.db, sessionId, {
      customerId: account.id,
      customerGeneration: account.sessionGeneration,
    })
    const loaded = await findSessionWithCustomer(deps.db, sessionId)
    if (!loaded?.customer) throw new Error('demo seed: the customer session did not load')
    const context: ShirtContext = {
      deps,
      session: loaded.session,
      customer: loaded.customer,
      locale: 'de',
    }
    await fillDemoAccount(context)
    return { seeded: true }
  } finally {
    // Designs and profiles belong to the customer; the seeding session is not needed any more.
    await endSession(deps, started.loaded.session)
  }
}

async function fillDemoAccount(context: ShirtContext) {
  const { deps } = context
  const owner = { sessionId: context.session.id, customerId: context.customer?.id ?? null }
  const parsed = parseMeasureInput(demoProfile)
  if (!parsed.ok) throw new Error(`demo seed: profile invalid ${JSON.stringify(parsed.errors)}`)
  const saved = await saveMeasure({ deps, owner }, parsed.value)
  if (!saved.ok) fail('profile', saved)
  const measureId = saved.measureId

  // Four different ready designs of the catalog: the first is ordered, the others stay.
  const catalog = await getCatalog(deps.db)
  const templateIds = [...catalog.templates.keys()].slice(0, 4)
  if (templateIds.length < 4) throw new Error('demo seed: the catalog has fewer than four templates')
  const designs: number[] = []
  for (const templateId of templateIds) {
    const created = await createShirt(context, templateId)
    if (!created.ok) fail('design', created)
    const assigned = await assignMeasure(context, created.shirtId, measureId)
    if (!assigned.ok) fail('profile assignment', assigned)
    designs.push(created.shirtId)
  }
  const [ordered, , , inCart] = designs as [number, number, number, number]

  const added = await addToCart(context, { type: 'shirt', shirtId: ordered })
  if (!added.ok) fail('add to cart', added)
  const placed = await placeOrder(context, {
    billingAddress: demoAddress,
    paymentMethod: 'demo',
    acceptTerms: true,
    idempotencyKey: 'demo-seed-order',
  })
  if (!placed.ok) fail('order', placed)
  // The steps' effects are the customer's mails: nobody is told about a made-up parcel.
  for (const step of toDelivered) {
    const moved = await deps.db.transaction((tx) =>
      transitionOrder(tx, systemActor('demo-seed'), placed.orderId, step, undefined, deps.now()),
    )
    if (!moved.ok) fail(`order to ${step.to}`, moved)
  }

  const carted = await addToCart(context, { type: 'shirt', shirtId: inCart })
  if (!carted.ok) fail('add to cart', carted)
}
