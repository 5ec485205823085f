import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { demoAdminStillOpens } from '../../core/demo/demo-admin.ts'
import type { Database } from '../../db/client.ts'
import { customers } from '../../db/schema/index.ts'
import { demoAdmin, seedDatabase } from '../../db/seed/seed.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A shop that did not ask for the demo has none of it, on PGlite as on PostgreSQL; and what a
 * production start checks before it serves: is the demo admin's published password still good?
 * (The server process itself: production-start.test.ts.)
 */
let database: Database
let app: ReturnType<typeof createTestApp>['app']
const { register, profile, newDesign, shirt, cart, checkout } = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
})

describe('without SHOP_DEMO=1', () => {
  it.each<Record<string, string>>([{}, { SHOP_DEMO: '0' }])(
    '%j: checkout offers no test payment and refuses one',
    async (env) => {
      app = createTestApp(database.db, env).app
      const jar = new CookieJar()
      await register(jar)
      const measureId = await profile(jar)
      const shirtId = await newDesign(jar)
      expect((await shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
      expect((await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
      const summary = await checkout(jar, { action: 'summary' })
      expect(summary.body.paymentMethods).toEqual(['prepayment'])
      const placed = await checkout(jar, {
        action: 'placeOrder',
        billingAddress: berlinAddress,
        paymentMethod: 'demo',
        acceptTerms: true,
      })
      expect(placed.status).toBe(400)
      expect(placed.body.reason).toBe('PAYMENT_UNAVAILABLE')
    },
  )
})

describe('the demo admin at a production start', () => {
  const setDemoAdmin = (patch: Partial<typeof customers.$inferInsert>) =>
    database.db.update(customers).set(patch).where(eq(customers.email, demoAdmin.email))

  it('counts as open while its published password logs in to the back office, and no longer once that changed', async () => {
    expect(await demoAdminStillOpens(database)).toBe(false)
    await seedDatabase({ db: database.db, accounts: [demoAdmin], hashPassword })
    expect(await demoAdminStillOpens(database)).toBe(true)

    await setDemoAdmin({ role: 'customer' })
    expect(await demoAdminStillOpens(database)).toBe(false)
    await setDemoAdmin({ role: 'staff' })
    expect(await demoAdminStillOpens(database)).toBe(true)

    const blocked = new Date()
    await setDemoAdmin({ blockedAt: blocked, blockReason: 'Demo-Konto' })
    expect(await demoAdminStillOpens(database)).toBe(false)
    await setDemoAdmin({ blockedAt: null, blockReason: null })

    await setDemoAdmin({ passwordHash: await hashPassword('Ein-eigenes-Passwort-5') })
    expect(await demoAdminStillOpens(database)).toBe(false)
  })
})
