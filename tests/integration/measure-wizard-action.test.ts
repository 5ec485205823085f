import { beforeAll, describe, expect, it } from 'vitest'
import { demoBodyMeasures } from '../../core/demo/seed-demo-content.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * The measuring wizard's route action (/massnehmen/neu/{type}): each step posted without
 * JavaScript moves the session's draft, a reload shows the same step with the entries, saving
 * drops the draft, gives the profile to the waiting design and goes back where measuring began.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const api = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db).app
})

const wizard = '/massnehmen/neu/koerpermasse'

async function post(jar: CookieJar, page: string, fields: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)]))
  const headers = new Headers({
    origin: 'http://localhost',
    'content-type': 'application/x-www-form-urlencoded',
  })
  if (jar.header()) headers.set('cookie', jar.header())
  const response = await app.request(page, {
    method: 'POST',
    headers,
    body: body.toString(),
    redirect: 'manual',
  })
  jar.store(response)
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

async function get(jar: CookieJar, page: string) {
  const response = await app.request(page, { headers: jar.header() ? { cookie: jar.header() } : {} })
  return { status: response.status, html: await response.text() }
}

/** The body measurements in the wizard's order, as typed in German. */
const typed = (field: keyof typeof demoBodyMeasures) =>
  String(demoBodyMeasures[field] ?? '').replace('.', ',')
const order = [
  'size_height',
  'size_weight',
  'size_chest',
  'size_tail',
  'size_hips',
  'size_neck',
  'size_shoulder',
  'size_sleevelength',
  'size_sleevelength_2',
  'size_sleevelength_short',
  'size_biceps',
  'size_wrist_1',
  'size_wrist_2',
  'size_shirtlength',
] as const

describe('the measuring wizard without JavaScript', () => {
  it('keeps the entries with the session: after three steps a reload shows the fourth, with them', async () => {
    const jar = new CookieJar()
    for (const [at, field] of order.slice(0, 3).entries()) {
      const moved = await post(jar, wizard, { intent: 'step', at, go: 'next', value: typed(field) })
      expect(moved.status).toBe(302)
      expect(moved.location).toBe(wizard)
    }
    const page = await get(jar, wizard)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Schritt 4 von 14')
    expect(page.html).toContain('Taillenumfang')
    // Back one step: the chest as typed.
    await post(jar, wizard, { intent: 'step', at: 3, go: 'back', value: '' })
    expect((await get(jar, wizard)).html).toContain(`value="${typed('size_chest')}"`)
  })

  it('stays on a required step left empty and says so', async () => {
    const jar = new CookieJar()
    await post(jar, wizard, { intent: 'step', at: 0, go: 'next', value: '' })
    const page = await get(jar, wizard)
    expect(page.html).toContain('Schritt 1 von 14')
    expect(page.html).toContain('aria-invalid="true"')
  })

  it('saves, drops the draft, gives the profile to the cart’s design and returns to the cart', async () => {
    const jar = new CookieJar()
    const shirtId = await api.newDesign(jar)
    await api.cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })
    const page = `${wizard}?zurueck=%2Fcart&hemd=${shirtId}`
    for (const [at, field] of order.entries())
      await post(jar, page, { intent: 'step', at, go: 'next', value: typed(field) })
    expect((await get(jar, page)).html).toContain('Name des Maßprofils')
    const saved = await post(jar, page, {
      intent: 'save',
      set_name: 'Mein Körper',
      standard: '1',
      zurueck: '/cart',
      hemd: shirtId,
    })
    expect(saved.status).toBe(302)
    expect(saved.location).toMatch(/^\/cart\?massprofil=\d+$/)
    const cart = await api.cart(jar, { action: 'list' })
    expect(cart.body.data.items[0].design.measure).toMatchObject({ name: 'Mein Körper', source: 'chosen' })
    // The draft is gone: the wizard starts again at step 1, empty.
    const again = await get(jar, wizard)
    expect(again.html).toContain('Schritt 1 von 14')
    expect(again.html).not.toContain(`value="${typed('size_height')}"`)
  })

  it.each([
    ['another site', 'https://evil.example/cart'],
    ['a protocol-relative address', '//evil.example'],
    ['a page not on the list', '/dashboard/settings'],
  ])('never returns to %s: the profile list instead', async (_case, target) => {
    const jar = new CookieJar()
    for (const [at, field] of order.entries())
      await post(jar, wizard, { intent: 'step', at, go: 'next', value: typed(field) })
    const saved = await post(jar, `${wizard}?zurueck=${encodeURIComponent(target)}`, {
      intent: 'save',
      set_name: 'Büro',
      zurueck: target,
    })
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/massnehmen/massprofil')
  })

  it('answers a refused save on the page, keeping the entries', async () => {
    const jar = new CookieJar()
    await post(jar, wizard, { intent: 'step', at: 0, go: 'next', value: '182' })
    const refused = await post(jar, wizard, { intent: 'save', set_name: 'Halb' })
    expect(refused.status).toBe(400)
    expect(refused.html).toContain('Bitte prüfen Sie die markierten Angaben.')
    expect(refused.html).toContain('value="Halb"')
    await post(jar, wizard, { intent: 'edit', edit: 'size_height' })
    expect((await get(jar, wizard)).html).toContain('value="182"')
  })
})

describe('the hydrated wizard', () => {
  it('keeps a draft it sends, and refuses one of another wizard', async () => {
    const jar = new CookieJar()
    const draft = {
      type: 'koerpermasse',
      kind: 'body',
      entries: { size_height: '180', size_weight: '80' },
      at: 2,
      attempted: false,
      name: '',
      standard: false,
      fit: 'tailored',
    }
    const kept = await post(jar, wizard, { intent: 'keep', draft: JSON.stringify(draft) })
    expect(kept.status).toBe(200)
    const page = await get(jar, wizard)
    expect(page.html).toContain('Schritt 3 von 14')
    const other = await post(jar, wizard, {
      intent: 'keep',
      draft: JSON.stringify({ ...draft, type: 'hemdmasse' }),
    })
    expect(other.status).toBe(400)
  })
})
