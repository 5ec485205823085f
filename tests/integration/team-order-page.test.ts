import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, teamOrders } from '../../db/schema/index.ts'
import { berlinAddress } from '../support/shop-data.ts'
import { inDays, teamTestApp } from '../support/team-test-app.ts'
import { CookieJar } from '../support/test-app.ts'

/**
 * /dashboard/team/{id}: the organiser's order form is a real form post to the page, with what the
 * order will cost directly above its button, priced as the order then is.
 */
const { api, db, team, request } = teamTestApp('team-page')

/** An open team order with two members who are done (one chose other cuffs) and one who is not. */
async function teamWithMembers() {
  const organiser = new CookieJar()
  await api.register(organiser)
  const shirtId = await api.newDesign(organiser)
  const created = await team(organiser, {
    action: 'create',
    shirtId,
    name: 'Messe Leipzig',
    company: 'Beispiel GmbH',
    vatId: 'DE123456789',
    deadline: inDays(14),
    seats: 5,
    openCategories: [2, 11],
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const teamOrderId = created.body.teamOrderId as number
  const token = String(created.body.inviteUrl).split('/').pop()
  const memberIds: number[] = []
  for (const [done, choices] of [
    [true, { '2': 14 }],
    [true, {}],
    [false, {}],
  ] as const) {
    const jar = new CookieJar()
    await api.register(jar)
    const joined = await team(jar, { action: 'join', token })
    memberIds.push(joined.body.memberId as number)
    if (done) {
      const measureId = await api.profile(jar, 'Maß')
      expect((await team(jar, { action: 'savePart', teamOrderId, measureId, choices })).status).toBe(200)
    }
  }
  return { organiser, teamOrderId, memberIds }
}

/** The order form's part of the page, its total and the total it posts. */
function orderForm(html: string) {
  const start = html.indexOf('aria-labelledby="team-order"')
  const form = html.slice(start, html.indexOf('</form>', start))
  const shown = /data-testid="cart-total"[^>]*>([^<]*)</.exec(form)?.[1] ?? ''
  const posted = /name="expectedTotal" value="([^"]*)"/.exec(form)?.[1] ?? ''
  return { form, shown: shown.replace(/\s/g, ' '), posted: Number(posted) }
}

describe('the team order form', () => {
  it('shows the total above the button, and the placed order has exactly that total', async () => {
    const { organiser, teamOrderId, memberIds } = await teamWithMembers()
    const page = await request(organiser, `/dashboard/team/${teamOrderId}`)
    expect(page.status).toBe(200)
    const { form, shown, posted } = orderForm(await page.text())
    expect(form).toMatch(/<form[^>]*method="post"/)
    const total = form.indexOf('data-testid="cart-total"')
    const button = form.indexOf('Zahlungspflichtig für das Team bestellen')
    expect(total).toBeGreaterThan(0)
    expect(button).toBeGreaterThan(total)
    // Goods, shipping and VAT above the button, one line per member who is done.
    expect(form).toContain('Zwischensumme')
    expect(form).toContain('Versand')
    expect(form).toMatch(/enthält 19 % MwSt\.: /)
    expect(form.match(/Maßhemd – Erika Muster/g)).toHaveLength(2)
    expect(shown).toBe(`${posted.toFixed(2).replace('.', ',')} €`)

    // The post without JavaScript places the order for the two who are done.
    const body = new URLSearchParams({
      intent: 'placeOrder',
      firstName: berlinAddress.firstName,
      lastName: berlinAddress.lastName,
      street: berlinAddress.street,
      postalCode: berlinAddress.postalCode,
      city: berlinAddress.city,
      paymentMethod: 'prepayment',
      acceptTerms: 'on',
      expectedTotal: String(posted),
    })
    for (const id of memberIds.slice(0, 2)) body.append('memberIds', String(id))
    const placed = await request(organiser, `/dashboard/team/${teamOrderId}`, body)
    expect(placed.status).toBe(200)
    expect(await placed.text()).toMatch(/Bestellt: Bestellung NF-/)
    const [row] = await db().select().from(teamOrders).where(eq(teamOrders.id, teamOrderId))
    const [ordered] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, row?.orderId ?? 0))
    expect(ordered?.totalCents).toBe(Math.round(posted * 100))
  })

  it('works the total out for another choice and refuses a total that changed', async () => {
    const { organiser, teamOrderId, memberIds } = await teamWithMembers()
    const page = `/dashboard/team/${teamOrderId}`
    const both = orderForm(await (await request(organiser, page)).text())
    const choice = new URLSearchParams({ intent: 'summary' })
    choice.append('memberIds', String(memberIds[1]))
    choice.append('memberIds', String(memberIds[2]))
    const one = orderForm(await (await request(organiser, page, choice)).text())
    expect(one.posted).toBeGreaterThan(0)
    expect(one.posted).toBeLessThan(both.posted)
    expect(one.form.match(/Maßhemd – Erika Muster/g)).toHaveLength(1)
    // The member without measurements is named, outside the total.
    expect(one.form).toContain('Ohne Maße, nicht in der Summe: Erika Muster.')

    const stale = new URLSearchParams({
      intent: 'placeOrder',
      ...berlinAddress,
      paymentMethod: 'prepayment',
      acceptTerms: 'on',
      expectedTotal: String(one.posted),
    })
    for (const id of memberIds.slice(0, 2)) stale.append('memberIds', String(id))
    const refused = await request(organiser, page, stale)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Die Summe hat sich geändert.')
    const [row] = await db().select().from(teamOrders).where(eq(teamOrders.id, teamOrderId))
    expect(row?.state).toBe('open')
  })
})

describe("a member's part", () => {
  it('is a form post of the page: saved with a profile of theirs, refused at the field with another', async () => {
    const organiser = new CookieJar()
    await api.register(organiser)
    const created = await team(organiser, {
      action: 'create',
      shirtId: await api.newDesign(organiser),
      name: 'Sommerfest',
      company: 'Beispiel GmbH',
      vatId: 'DE123456789',
      deadline: inDays(14),
      seats: 3,
      openCategories: [2],
    })
    const teamOrderId = created.body.teamOrderId as number
    const member = new CookieJar()
    await api.register(member)
    await team(member, { action: 'join', token: String(created.body.inviteUrl).split('/').pop() })
    const measureId = await api.profile(member, 'Maß')
    const page = `/dashboard/team/${teamOrderId}`
    const choice = /type="radio"[^>]*name="choice-2"[^>]*value="(\d+)"/.exec(
      await (await request(member, page)).text(),
    )?.[1]
    expect(choice).toBeDefined()

    const form = (measure: number) =>
      new URLSearchParams({ intent: 'savePart', measureId: String(measure), 'choice-2': String(choice) })
    const refused = await request(member, page, form(measureId + 1000))
    expect(refused.status).toBe(404)
    expect(await refused.text()).toContain('Bitte wählen Sie eines Ihrer Maßprofile.')

    const saved = await request(member, page, form(measureId))
    expect(saved.status).toBe(200)
    expect(await saved.text()).toContain('Gespeichert: Ihre Angaben sind vollständig.')
    const view = await team(member, { action: 'fetch', teamOrderId })
    expect(view.body.teamOrder.part).toMatchObject({ measureId, done: true })
  })
})
