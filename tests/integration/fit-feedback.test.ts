import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { fitFeedback, measureProfiles, orders } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/** Fit feedback after delivery: rate the zones, see the correction, apply it once. */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { measures, account, register, profile, orderMeasuredDesign } = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1' }).app
})

/** A customer whose measured design was ordered; the order has the given status. */
async function orderedDesign(status: 'pending' | 'shipped' | 'delivered' = 'delivered') {
  const jar = new CookieJar()
  await register(jar)
  const { orderId, measureId } = await orderMeasuredDesign(jar)
  await database.db.update(orders).set({ status }).where(eq(orders.id, orderId))
  return { jar, orderId, measureId }
}

describe('rateFit', () => {
  it('turns the ratings into a readable correction of the ordered profile', async () => {
    const { jar, orderId, measureId } = await orderedDesign()
    const rated = await measures(jar, {
      action: 'rateFit',
      orderId,
      measureId,
      ratings: { collar: 0, waist: 1, watchCuff: -1 },
    })
    expect(rated.status, JSON.stringify(rated.body)).toBe(200)
    expect(rated.body).toMatchObject({ success: true, status: 'proposed', measureId })
    expect(rated.body.changes).toEqual([
      { zone: 'waist', field: 'size_tail', from: 92, to: 90, delta: -2 },
      { zone: 'watchCuff', field: 'size_wrist_2', from: 18, to: 19, delta: 1 },
    ])
    // Rating again replaces the proposal; the list shows one.
    await measures(jar, { action: 'rateFit', orderId, measureId, ratings: { waist: 2 } })
    const listed = await measures(jar, { action: 'fitFeedback', orderId })
    expect(listed.body.feedback).toHaveLength(1)
    expect(listed.body.feedback[0].changes).toEqual([
      { zone: 'waist', field: 'size_tail', from: 92, to: 88, delta: -4 },
    ])
    // The customer's data export carries the rating.
    const exported = await account(jar, { action: 'exportData' })
    expect(exported.body.data.fitFeedback).toMatchObject([{ orderId, measureId, ratings: { waist: 2 } }])
  })

  it('waits until the order has been shipped', async () => {
    const { jar, orderId, measureId } = await orderedDesign('pending')
    const rated = await measures(jar, { action: 'rateFit', orderId, measureId, ratings: { waist: 1 } })
    expect(rated.status).toBe(409)
    expect(rated.body.reason).toBe('NOT_DELIVERED')
  })

  it('refuses guests, other customers, profiles not in the order and bad ratings', async () => {
    const { jar, orderId, measureId } = await orderedDesign('shipped')
    const guest = new CookieJar()
    expect(
      (await measures(guest, { action: 'rateFit', orderId, measureId, ratings: { waist: 1 } })).status,
    ).toBe(401)
    const other = new CookieJar()
    await register(other)
    const foreign = await measures(other, { action: 'rateFit', orderId, measureId, ratings: { waist: 1 } })
    expect(foreign.status).toBe(404)
    expect((await measures(other, { action: 'fitFeedback', orderId })).status).toBe(404)
    const otherProfile = await profile(jar, 'Sohn')
    expect(
      (await measures(jar, { action: 'rateFit', orderId, measureId: otherProfile, ratings: { waist: 1 } }))
        .status,
    ).toBe(404)
    for (const ratings of [{}, { waist: 3 }, { elbow: 1 }, { waist: 'loose' }]) {
      const bad = await measures(jar, { action: 'rateFit', orderId, measureId, ratings })
      expect(bad.status, JSON.stringify(ratings)).toBe(400)
    }
    expect(await database.db.select().from(fitFeedback).where(eq(fitFeedback.orderId, orderId))).toEqual([])
  })
})

describe('applyFit', () => {
  it('writes the next version of the profile once; the order keeps the rated one', async () => {
    const { jar, orderId, measureId } = await orderedDesign()
    const rated = await measures(jar, {
      action: 'rateFit',
      orderId,
      measureId,
      ratings: { waist: 1, sleeve: -1 },
    })
    const feedbackId = rated.body.feedbackId as number
    // A double click: both requests race, one applies.
    const [first, second] = await Promise.all([
      measures(jar, { action: 'applyFit', feedbackId }),
      measures(jar, { action: 'applyFit', feedbackId }),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 409])
    const applied = first.status === 200 ? first : second
    expect(applied.body).toMatchObject({ success: true, newVersion: true })
    const newId = applied.body.measureId as number
    expect(newId).not.toBe(measureId)

    const [next] = await database.db.select().from(measureProfiles).where(eq(measureProfiles.id, newId))
    expect(next).toMatchObject({ version: 2, previousId: measureId, sizeTail: 90, sizeSleevelength: 65 })
    const [old] = await database.db.select().from(measureProfiles).where(eq(measureProfiles.id, measureId))
    expect(old).toMatchObject({ sizeTail: 92, sizeSleevelength: 64 })
    expect(old?.supersededAt).not.toBeNull()
    const listed = await measures(jar, { action: 'fitFeedback', orderId })
    expect(listed.body.feedback[0]).toMatchObject({ status: 'applied', appliedMeasureId: newId })
    // Applied is final: no new rating for the same order and profile.
    const again = await measures(jar, { action: 'rateFit', orderId, measureId, ratings: { waist: 1 } })
    expect(again.status).toBe(409)
    expect(again.body.reason).toBe('FIT_APPLIED')
  })

  it('corrects the current version when the customer edited the profile since the order', async () => {
    const { jar, orderId, measureId } = await orderedDesign()
    const edited = await measures(jar, {
      action: 'save',
      measureId,
      measure: { set_name: 'Büro', size_tail: 95 },
    })
    expect(edited.body.newVersion).toBe(true)
    const rated = await measures(jar, { action: 'rateFit', orderId, measureId, ratings: { waist: -1 } })
    const applied = await measures(jar, { action: 'applyFit', feedbackId: rated.body.feedbackId })
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.measureId).toBe(edited.body.measureId)
    const [current] = await database.db
      .select()
      .from(measureProfiles)
      .where(eq(measureProfiles.id, edited.body.measureId))
    expect(current?.sizeTail).toBe(97)
  })

  it('another customer cannot apply it: 404 like an unknown id', async () => {
    const { jar, orderId, measureId } = await orderedDesign()
    const rated = await measures(jar, { action: 'rateFit', orderId, measureId, ratings: { collar: -1 } })
    const other = new CookieJar()
    await register(other)
    const foreign = await measures(other, { action: 'applyFit', feedbackId: rated.body.feedbackId })
    // Someone else's feedback is as unknown as one that does not exist (404), not 'applied' (409).
    expect(foreign.status).toBe(404)
    expect(foreign.body.reason).toBe('FEEDBACK_NOT_FOUND')
    const unknown = await measures(other, { action: 'applyFit', feedbackId: 2_000_000_000 })
    expect(unknown.status).toBe(404)
    expect(unknown.body.reason).toBe('FEEDBACK_NOT_FOUND')
    const [row] = await database.db
      .select()
      .from(fitFeedback)
      .where(eq(fitFeedback.id, rated.body.feedbackId))
    expect(row?.status).toBe('proposed')
  })
})
