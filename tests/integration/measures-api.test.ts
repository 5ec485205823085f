import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { customers, measureProfiles, shirts } from '../../db/schema/index.ts'
import { insertBareOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

async function call(jar: CookieJar, path: string, body: unknown, headers: Record<string, string> = {}) {
  const request = new Headers({ 'content-type': 'application/json', origin: 'http://localhost', ...headers })
  const cookie = [jar.header(), headers.cookie].filter(Boolean).join('; ')
  if (cookie) request.set('cookie', cookie)
  const response = await app.request(path, { method: 'POST', headers: request, body: JSON.stringify(body) })
  jar.store(response)
  return response
}

const json = async (response: Response) => ({ status: response.status, body: await response.json() })
const measures = async (jar: CookieJar, body: Record<string, unknown>, headers?: Record<string, string>) =>
  json(await call(jar, '/api/measures.php', body, headers))
const shirt = async (jar: CookieJar, body: Record<string, unknown>) =>
  json(await call(jar, '/api/shirt.php', body))

const office = {
  set_name: 'Büro',
  size_neck: '40,5',
  size_shoulder: 47,
  size_sleevelength: '64',
  size_sleevelength_2: '64,5',
  size_sleevelength_short: 24,
  size_chest: 102,
  size_tail: 92,
  size_hips: 104,
  size_shirtlength: 80,
  size_weight: '81,5',
  size_height: 180,
  size_wrist_1: 17,
  size_wrist_2: '18,5',
  size_biceps: 32,
}

async function save(jar: CookieJar, measure: Record<string, unknown>, measureId?: number) {
  const result = await measures(jar, { action: 'save', measure, ...(measureId ? { measureId } : {}) })
  expect(result.status, JSON.stringify(result.body)).toBe(200)
  return result.body.measureId as number
}

async function list(jar: CookieJar) {
  const result = await measures(jar, { action: 'list' })
  expect(result.status).toBe(200)
  return result.body.measures as Record<string, unknown>[]
}

async function storedRow(measureId: number) {
  const [row] = await database.db.select().from(measureProfiles).where(eq(measureProfiles.id, measureId))
  return row
}

/** A design of this visitor with the profile assigned, optionally marked ordered (by a bare order row). */
async function designWith(jar: CookieJar, measureId: number, ordered: boolean) {
  const created = await shirt(jar, { action: 'create', templateID: ordered ? 2 : 3 })
  expect(created.status).toBe(200)
  const shirtId = created.body.shirtId as number
  expect((await shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  if (ordered) {
    const orderId = await insertBareOrder(database.db)
    await database.db.update(shirts).set({ orderStatus: 2, orderId }).where(eq(shirts.id, shirtId))
  }
  return shirtId
}

async function shirtMeasureId(shirtId: number) {
  const [row] = await database.db
    .select({ measureId: shirts.measureId })
    .from(shirts)
    .where(eq(shirts.id, shirtId))
  return row?.measureId ?? null
}

describe('save, list and fetch', () => {
  it('saves a profile with comma decimals and lists it with the field names of docs/api.md', async () => {
    const jar = new CookieJar()
    expect(await list(jar)).toEqual([])
    const measureId = await save(jar, office)
    const [profile, ...rest] = await list(jar)
    expect(rest).toEqual([])
    expect(profile).toMatchObject({
      measureId,
      set_name: 'Büro',
      standard: 1,
      kind: 'body',
      version: 1,
      current: true,
      ordered: false,
      size_neck: 40.5,
      size_shoulder: 47,
      size_sleevelength: 64,
      size_sleevelength_2: 64.5,
      size_sleevelength_short: 24,
      size_chest: 102,
      size_tail: 92,
      size_hips: 104,
      size_shirtlength: 80,
      size_weight: 81.5,
      size_height: 180,
      size_wrist_1: 17,
      size_wrist_2: 18.5,
      size_biceps: 32,
    })
  })

  it('fields not sent stay empty; fetch answers the profile as data', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, { set_name: 'Nur Hals', size_neck: 39 })
    const fetched = await measures(jar, { action: 'fetch', measureId })
    expect(fetched.status).toBe(200)
    expect(fetched.body.success).toBe(true)
    expect(fetched.body.data).toMatchObject({
      measureId,
      set_name: 'Nur Hals',
      size_neck: 39,
      size_chest: null,
    })
    const withEmptyOrder = await measures(jar, { action: 'fetch', measureId, orderId: 0 })
    expect(withEmptyOrder.body.data.measureId).toBe(measureId)
  })

  it('an update merges: fields not sent stay, null clears, the id may come inside the measure', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, office)
    const again = await save(jar, { set_name: 'Büro neu', size_chest: '104,5', size_biceps: null }, measureId)
    expect(again).toBe(measureId)
    const viaAlias = await save(jar, { set_name: 'Büro neu', measureID: measureId, size_tail: 93 })
    expect(viaAlias).toBe(measureId)
    const [profile] = await list(jar)
    expect(profile).toMatchObject({
      measureId,
      set_name: 'Büro neu',
      size_chest: 104.5,
      size_tail: 93,
      size_biceps: null,
      size_neck: 40.5,
      version: 1,
    })
  })

  it('unusual values are saved and answered as warnings (message keys)', async () => {
    const jar = new CookieJar()
    const result = await measures(jar, { action: 'save', measure: { set_name: 'Kräftig', size_neck: 52 } })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ created: true, newVersion: false, previousMeasureId: null })
    expect(result.body.warnings).toEqual({ size_neck: 'measures.warnings.neckLarge' })
    expect((await list(jar))[0]).toMatchObject({ size_neck: 52 })
  })

  it.each([
    [{ action: 'fetch', measureId: 99999999 }, 404, /measureId/],
    [{ action: 'fetch', measureId: 1, orderId: 4711 }, 404, /orderId/],
    [{ action: 'fetch' }, 400, /measureId/],
    [{ action: 'fetch', measureId: 'abc' }, 400, /measureId/],
    [{ action: 'delete', measureId: -1 }, 400, /measureId/],
    [{ action: 'setStandard' }, 400, /measureId/],
    [{ action: 'save', measure: 'Büro' }, 400, /measure/],
    [{ action: 'save' }, 400, /measure/],
    [{ action: 'explode' }, 400, /Unknown action/],
    [{}, 400, /action/],
  ])('%j → %i', async (body, status, message) => {
    const result = await measures(new CookieJar(), body)
    expect(result.status).toBe(status)
    expect(result.body.success).toBe(false)
    expect(result.body.message).toMatch(message)
  })
})

describe('bad input: 400 naming the field, nothing saved', () => {
  it.each([
    [{ ...office, size_neck: 'vierzig' }, 'size_neck', 'measures.errors.notANumber'],
    [{ ...office, size_chest: -100 }, 'size_chest', 'measures.errors.notPositive'],
    [{ ...office, size_tail: '-92' }, 'size_tail', 'measures.errors.notPositive'],
    [{ ...office, size_hips: 0 }, 'size_hips', 'measures.errors.notPositive'],
    [{ ...office, size_shoulder: '0,0' }, 'size_shoulder', 'measures.errors.notPositive'],
    [{ ...office, size_chest: 5000 }, 'size_chest', 'measures.errors.outOfRange'],
    [{ ...office, size_neck: 300 }, 'size_neck', 'measures.errors.neckTooLarge'],
    [{ ...office, size_weight: 500 }, 'size_weight', 'measures.errors.weightTooLarge'],
    [{ ...office, size_height: '5,11' }, 'size_height', 'measures.errors.heightTooSmall'],
    [{ ...office, size_neck: 60, size_chest: 90 }, 'size_neck', 'measures.errors.neckVsChestLow'],
    [{ ...office, size_sleevelength_2: 75 }, 'size_sleevelength_2', 'measures.errors.sleevesDifferHigh'],
    [{ ...office, set_name: undefined }, 'set_name', 'measures.errors.nameRequired'],
    [{ ...office, set_name: '  ' }, 'set_name', 'measures.errors.nameRequired'],
    [{ ...office, set_name: 'x'.repeat(61) }, 'set_name', 'measures.errors.nameTooLong'],
  ])('%#: %s → %s', async (measure, field, key) => {
    const jar = new CookieJar()
    const result = await measures(jar, { action: 'save', measure })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ success: false, code: 'BAD_INPUT', field })
    expect(result.body.message.startsWith(`${field}: `)).toBe(true)
    expect(result.body.errors[field]).toBe(key)
    expect(await list(jar)).toEqual([])
  })

  it('reports every wrong field at once, in the visitor language', async () => {
    const german = await measures(new CookieJar(), {
      action: 'save',
      measure: { set_name: 'A', size_neck: 'abc', size_chest: -1 },
    })
    expect(german.body.message).toBe('size_neck: Bitte geben Sie eine Zahl ein, zum Beispiel 41,5.')
    expect(german.body.errors).toEqual({
      size_neck: 'measures.errors.notANumber',
      size_chest: 'measures.errors.notPositive',
    })
    const english = await measures(
      new CookieJar(),
      { action: 'save', measure: { set_name: 'A', size_neck: 'abc' } },
      { cookie: 'i18n_redirected=en' },
    )
    expect(english.body.message).toBe('size_neck: Please enter a number, for example 41.5.')
  })

  it('a refused update leaves the stored profile as it was', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, office)
    const before = await storedRow(measureId)
    const result = await measures(jar, {
      action: 'save',
      measureId,
      measure: { set_name: 'Neu', size_chest: 102, size_tail: 'x' },
    })
    expect(result.status).toBe(400)
    const implausible = await measures(jar, {
      action: 'save',
      measureId,
      measure: { set_name: 'Neu', size_chest: 40 },
    })
    expect(implausible.status).toBe(400)
    expect(implausible.body.field).toBe('size_chest')
    expect(await storedRow(measureId)).toEqual(before)
  })
})

describe('standard profile: exactly one per owner', () => {
  async function standards(jar: CookieJar) {
    return (await list(jar)).filter((profile) => profile.standard === 1).map((profile) => profile.measureId)
  }

  it('the first profile is the standard; setStandard switches it in one step', async () => {
    const jar = new CookieJar()
    const first = await save(jar, { ...office, set_name: 'Eins' })
    const second = await save(jar, { ...office, set_name: 'Zwei' })
    const third = await save(jar, { ...office, set_name: 'Drei' })
    expect(await standards(jar)).toEqual([first])
    expect((await measures(jar, { action: 'setStandard', measureId: second })).status).toBe(200)
    expect(await standards(jar)).toEqual([second])
    expect((await list(jar))[0]?.measureId).toBe(second)
    const rows = await database.db
      .select({ id: measureProfiles.id })
      .from(measureProfiles)
      .where(and(eq(measureProfiles.standard, true), eq(measureProfiles.setName, 'Drei')))
    expect(rows.map((row) => row.id)).not.toContain(third)
  })

  it('concurrent switches leave exactly one standard', async () => {
    const jar = new CookieJar()
    const ids = [
      await save(jar, { set_name: 'A' }),
      await save(jar, { set_name: 'B' }),
      await save(jar, { set_name: 'C' }),
    ]
    const results = await Promise.all(
      ids.map((measureId) => measures(jar, { action: 'setStandard', measureId })),
    )
    expect(results.map((result) => result.status)).toEqual([200, 200, 200])
    const flags = await database.db
      .select({ standard: measureProfiles.standard })
      .from(measureProfiles)
      .where(eq(measureProfiles.id, ids[0] as number))
    expect(flags).toHaveLength(1)
    expect(await standards(jar)).toHaveLength(1)
  })

  it('save with standard 1 moves the mark; standard 0 does not remove the only one', async () => {
    const jar = new CookieJar()
    const first = await save(jar, { set_name: 'Erst' })
    const second = await save(jar, { set_name: 'Zweit', standard: 1 })
    expect(await standards(jar)).toEqual([second])
    await save(jar, { set_name: 'Zweit', standard: 0 }, second)
    expect(await standards(jar)).toEqual([second])
    await save(jar, { set_name: 'Erst', standard: true }, first)
    expect(await standards(jar)).toEqual([first])
  })

  it('deleting the standard makes the oldest remaining profile the standard', async () => {
    const jar = new CookieJar()
    const first = await save(jar, { set_name: 'Erst' })
    const second = await save(jar, { set_name: 'Zweit' })
    const third = await save(jar, { set_name: 'Dritt', standard: 1 })
    expect((await measures(jar, { action: 'delete', measureId: third })).status).toBe(200)
    expect(await standards(jar)).toEqual([first])
    expect((await list(jar)).map((profile) => profile.measureId).sort()).toEqual([first, second].sort())
  })
})

describe('delete', () => {
  it('removes the profile; open designs that used it lose the assignment', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, office)
    const shirtId = await designWith(jar, measureId, false)
    const result = await measures(jar, { action: 'delete', measureId })
    expect(result).toMatchObject({ status: 200, body: { success: true } })
    expect(await list(jar)).toEqual([])
    expect((await measures(jar, { action: 'fetch', measureId })).status).toBe(404)
    expect(await shirtMeasureId(shirtId)).toBeNull()
    expect((await measures(jar, { action: 'delete', measureId })).status).toBe(404)
  })
})

describe('profiles of ordered shirts stay as they were ordered', () => {
  it('a change writes a new version; the ordered shirt keeps the old one, open designs follow', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, office)
    const orderedShirt = await designWith(jar, measureId, true)
    const openShirt = await designWith(jar, measureId, false)
    const before = await storedRow(measureId)

    const result = await measures(jar, {
      action: 'save',
      measureId,
      measure: { set_name: 'Büro', size_tail: 88 },
    })
    expect(result.status).toBe(200)
    expect(result.body).toMatchObject({ created: false, newVersion: true, previousMeasureId: measureId })
    const newId = result.body.measureId as number
    expect(newId).not.toBe(measureId)

    const old = await storedRow(measureId)
    expect({ ...old, supersededAt: null, standard: before?.standard }).toEqual(before)
    expect(old?.sizeTail).toBe(92)
    expect(old?.supersededAt).toBeInstanceOf(Date)
    expect(await shirtMeasureId(orderedShirt)).toBe(measureId)
    expect(await shirtMeasureId(openShirt)).toBe(newId)

    const listed = await list(jar)
    expect(listed).toHaveLength(1)
    expect(listed[0]).toMatchObject({
      measureId: newId,
      version: 2,
      standard: 1,
      size_tail: 88,
      size_neck: 40.5,
    })
    const fetchedOld = await measures(jar, { action: 'fetch', measureId })
    expect(fetchedOld.body.data).toMatchObject({
      measureId,
      current: false,
      ordered: true,
      standard: 0,
      size_tail: 92,
    })
  })

  it('an ordered profile cannot be deleted (409); its replaced version cannot be edited (409)', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, office)
    await designWith(jar, measureId, true)
    const refused = await measures(jar, { action: 'delete', measureId })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      success: false,
      reason: 'PROFILE_ORDERED',
      key: 'measures.errors.profileOrdered',
    })
    expect(await storedRow(measureId)).toBeDefined()

    const newId = await save(jar, { set_name: 'Büro', size_chest: 103 }, measureId)
    expect((await measures(jar, { action: 'save', measureId, measure: { set_name: 'Alt' } })).status).toBe(
      409,
    )
    expect((await measures(jar, { action: 'setStandard', measureId })).status).toBe(409)
    expect((await measures(jar, { action: 'delete', measureId: newId })).status).toBe(200)
    expect(await list(jar)).toEqual([])
    expect((await storedRow(measureId))?.supersededAt).toBeInstanceOf(Date)
  })

  it('a save that changes nothing keeps the id; setStandard is no change of the measurements', async () => {
    const jar = new CookieJar()
    const measureId = await save(jar, office)
    const other = await save(jar, { set_name: 'Freizeit' })
    await designWith(jar, measureId, true)
    const same = await measures(jar, {
      action: 'save',
      measureId,
      measure: { set_name: 'Büro', size_neck: '40,5' },
    })
    expect(same.body).toMatchObject({ measureId, newVersion: false })
    expect((await measures(jar, { action: 'setStandard', measureId: other })).status).toBe(200)
    expect((await measures(jar, { action: 'setStandard', measureId })).status).toBe(200)
    expect((await list(jar)).map((profile) => [profile.measureId, profile.standard])).toEqual([
      [measureId, 1],
      [other, 0],
    ])
  })
})

describe('isolation between owners', () => {
  it('another session sees none of my profiles and gets 404 for each of their ids', async () => {
    const mine = new CookieJar()
    const measureId = await save(mine, office)
    const before = await storedRow(measureId)
    const other = new CookieJar()
    expect(await list(other)).toEqual([])
    for (const body of [
      { action: 'fetch', measureId },
      { action: 'delete', measureId },
      { action: 'setStandard', measureId },
      { action: 'save', measureId, measure: { set_name: 'Gekapert', size_neck: 30 } },
    ]) {
      const result = await measures(other, body)
      expect(result.status, body.action).toBe(404)
      expect(result.body.message).toBe('measureId: no such measurement profile')
    }
    expect(await storedRow(measureId)).toEqual(before)
    expect(await list(other)).toEqual([])
  })

  it("a guest's profiles belong to the customer after login, with one standard", async () => {
    const email = `measures-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
    const password = 'Faden-und-Nadel-2026'
    await database.db
      .insert(customers)
      .values({ email, passwordHash: await hashPassword(password), firstName: 'A', lastName: 'B' })
    const first = new CookieJar()
    expect((await call(first, '/api/account.php', { action: 'login', email, password })).status).toBe(200)
    const accountProfile = await save(first, { set_name: 'Konto' })

    const guest = new CookieJar()
    const guestProfile = await save(guest, { set_name: 'Gast' })
    expect((await call(guest, '/api/account.php', { action: 'login', email, password })).status).toBe(200)

    const listed = await list(first)
    expect(listed.map((profile) => profile.measureId).sort()).toEqual([accountProfile, guestProfile].sort())
    expect(listed.filter((profile) => profile.standard === 1).map((profile) => profile.measureId)).toEqual([
      accountProfile,
    ])
    expect((await measures(first, { action: 'fetch', measureId: guestProfile })).status).toBe(200)
    // The next write repairs the rows: one standard in the database too.
    await save(guest, { set_name: 'Gast 2' }, guestProfile)
    const [customer] = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.email, email))
    const flagged = await database.db
      .select({ id: measureProfiles.id })
      .from(measureProfiles)
      .where(and(eq(measureProfiles.customerId, customer?.id as number), eq(measureProfiles.standard, true)))
    expect(flagged.map((row) => row.id)).toEqual([accountProfile])
  })
})

describe('profile limit', () => {
  it('the 31st profile of an owner is refused with 409', async () => {
    const jar = new CookieJar()
    const firstId = await save(jar, { set_name: 'P1' })
    const row = await storedRow(firstId)
    await database.db
      .insert(measureProfiles)
      .values(
        Array.from({ length: 29 }, (_, index) => ({ sessionId: row?.sessionId, setName: `P${index + 2}` })),
      )
    const refused = await measures(jar, { action: 'save', measure: { set_name: 'P31' } })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ message: 'measure-create-limit', reason: 'PROFILE_LIMIT' })
    expect(await list(jar)).toHaveLength(30)
  })
})

describe('recommend', () => {
  it('answers a complete suggested profile with the finished shirt and the explanation, saves nothing', async () => {
    const jar = new CookieJar()
    const response = await call(jar, '/api/measures.php', {
      action: 'recommend',
      height: 180,
      weight: '80,5',
      age: 35,
      fit: 'slim',
    })
    expect(response.headers.getSetCookie()).toEqual([])
    const { status, body } = await json(response)
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, fit: 'slim', collarSize: expect.any(Number), warnings: {} })
    for (const value of Object.values(body.measure)) expect(typeof value).toBe('number')
    expect(body.shirt.size_chest).toBe(body.measure.size_chest + 12)
    expect(body.explanation[0]).toEqual({
      key: 'measures.explain.bmi',
      values: { height: 180, weight: 80.5, bmi: 24.8 },
    })
    expect(body.explanation.map((line: { key: string }) => line.key)).toContain('measures.explain.fit')
    expect(await list(jar)).toEqual([])

    const saved = await save(jar, { ...body.measure, set_name: 'Empfehlung' })
    expect((await list(jar))[0]).toMatchObject({ measureId: saved, size_chest: body.measure.size_chest })
  })

  it.each([
    [{ height: 180 }, 'weight', 'measures.errors.weightRequired'],
    [{ height: 'groß', weight: 80 }, 'height', 'measures.errors.notANumber'],
    [{ height: 180, weight: -80 }, 'weight', 'measures.errors.notPositive'],
    [{ height: 100, weight: 80 }, 'height', 'measures.errors.recommendHeightOutOfRange'],
    [{ height: 150, weight: 130 }, 'weight', 'measures.errors.bmiOutOfRange'],
    [{ height: 180, weight: 80, fit: 'baggy' }, 'fit', 'measures.errors.fitInvalid'],
    [{ height: 180, weight: 80, collarSize: 48 }, 'collarSize', 'measures.errors.collarImplausible'],
  ])('%j → 400 at %s', async (input, field, key) => {
    const result = await measures(new CookieJar(), { action: 'recommend', ...input })
    expect(result.status).toBe(400)
    expect(result.body).toMatchObject({ success: false, field, errors: { [field]: key } })
    expect(result.body.message.startsWith(`${field}: `)).toBe(true)
  })
})
