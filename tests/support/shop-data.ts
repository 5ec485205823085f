import { demoBodyMeasures } from '../../core/demo/seed-demo-content.ts'
import type { Db } from '../../db/client.ts'
import { customers, orders, products } from '../../db/schema/index.ts'

/** Data the tests order with: a plausible measurement profile and a German billing address. */
export const officeMeasure = { set_name: 'Büro', ...demoBodyMeasures }

export const berlinAddress = {
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
}

/** placeOrder with prepayment to the Berlin address, as most tests order. */
export const prepaidOrder = {
  action: 'placeOrder',
  billingAddress: berlinAddress,
  paymentMethod: 'prepayment',
  acceptTerms: true,
}

/**
 * An accessory of the calling test's own that is switched off: the PostgreSQL run shares one
 * database between test files, so tests never switch seeded products off.
 */
export async function insertRetiredProduct(db: Db, category = 'krawatten') {
  const name = { de: 'Alte Krawatte', en: 'Old tie', fr: 'Vieille cravate', es: 'Corbata vieja' }
  const slug = `retired-${category}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const [row] = await db
    .insert(products)
    .values({ slug, category, name, description: name, priceCents: 1000, active: false })
    .returning({ id: products.id })
  if (!row) throw new Error('insert failed')
  return { id: row.id, slug }
}

/**
 * A bare order row for tests that mark a design ordered by hand: `shirts.order_id` is a foreign
 * key, so the order must exist. Its customer is a fresh one of its own.
 */
export async function insertBareOrder(db: Db): Promise<number> {
  const [customer] = await db
    .insert(customers)
    .values({
      email: `bare-order-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      firstName: 'Erika',
      lastName: 'Muster',
    })
    .returning({ id: customers.id })
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer?.id ?? 0,
      paymentMethod: 'prepayment',
      deliveryCountryId: 1,
      itemsCents: 8900,
      shippingCents: 0,
      totalCents: 8900,
      netCents: 7479,
      vat: [],
      billingAddress: {
        firstName: 'Erika',
        lastName: 'Muster',
        street: 'Weg 1',
        postalCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      },
      shippingAddress: {
        firstName: 'Erika',
        lastName: 'Muster',
        street: 'Weg 1',
        postalCode: '10115',
        city: 'Berlin',
        countryCode: 'DE',
      },
      expectedDelivery: '2026-12-24',
    })
    .returning({ id: orders.id })
  return order?.id ?? 0
}
