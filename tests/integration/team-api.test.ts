import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { storeTeamLogo } from '../../core/teams/logo.ts'
import { customers, orderItems, shirts, teamMembers, teamOrders } from '../../db/schema/index.ts'
import { popplerText, readOutbox, waitForMail } from '../support/outbox.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { berlinAddress, prepaidOrder } from '../support/shop-data.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/** /api/team.php: team orders from the invitation to the one order, with every isolation rule. */
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-team-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const team = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/team.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  const created = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir })
  app = created.app
  deps = created.deps
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const tokenOf = (url: string) => url.split('/').pop() as string

/** An organiser with one design and an open team order (collar fixed, cuffs and fit open). */
async function organiserWithTeam(overrides: Record<string, unknown> = {}) {
  const jar = new CookieJar()
  const email = await api.register(jar)
  const shirtId = await api.newDesign(jar)
  const created = await team(jar, {
    action: 'create',
    shirtId,
    name: 'Messe Hannover',
    company: 'Beispiel GmbH',
    vatId: 'DE123456789',
    deadline: inDays(14),
    seats: 5,
    openCategories: [2, 11],
    ...overrides,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return {
    jar,
    email,
    shirtId,
    teamOrderId: created.body.teamOrderId as number,
    token: tokenOf(created.body.inviteUrl),
  }
}

/** A customer who joined by the token; with a profile chosen when `done`. */
async function member(token: string, done: boolean, choices: Record<string, number> = {}) {
  const jar = new CookieJar()
  const email = await api.register(jar)
  const joined = await team(jar, { action: 'join', token })
  expect(joined.status, JSON.stringify(joined.body)).toBe(200)
  const teamOrderId = joined.body.teamOrderId as number
  let measureId: number | null = null
  if (done) {
    measureId = await api.profile(jar, 'Mein Maß')
    const saved = await team(jar, { action: 'savePart', teamOrderId, measureId, choices })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  }
  return { jar, email, teamOrderId, measureId, memberId: joined.body.memberId as number }
}

const order = (teamOrderId: number, memberIds: number[]) => ({
  action: 'placeOrder',
  teamOrderId,
  memberIds,
  billingAddress: berlinAddress,
  paymentMethod: 'prepayment',
  acceptTerms: true,
})

describe('team orders', () => {
  it('runs from the invitation to one order, never showing the organiser a measurement', async () => {
    const organiser = await organiserWithTeam()
    const invitation = await team(new CookieJar(), { action: 'invitation', token: organiser.token })
    expect(invitation.status).toBe(200)
    expect(invitation.body.invitation).toMatchObject({
      name: 'Messe Hannover',
      company: 'Beispiel GmbH',
      problem: null,
    })
    expect(
      invitation.body.invitation.openCategories.map((open: { categoryId: number }) => open.categoryId),
    ).toEqual([2, 11])

    const anna = await member(organiser.token, true, { '2': 14, '11': 45 })
    const ben = await member(organiser.token, true)
    const late = await member(organiser.token, false)

    // The organiser sees who is done, never a profile or a measurement.
    const view = await team(organiser.jar, { action: 'fetch', teamOrderId: organiser.teamOrderId })
    expect(view.status).toBe(200)
    expect(view.body.teamOrder.role).toBe('organiser')
    expect(view.body.teamOrder.members.map((entry: { done: boolean }) => entry.done)).toEqual([
      true,
      true,
      false,
    ])
    expect(JSON.stringify(view.body)).not.toMatch(/size_|measureId|Mein Maß/)

    // The member sees their own part only.
    const own = await team(anna.jar, { action: 'fetch', teamOrderId: organiser.teamOrderId })
    expect(own.body.teamOrder).toMatchObject({
      role: 'member',
      part: { done: true, choices: { '2': 14, '11': 45 } },
    })
    expect(own.body.teamOrder.members).toBeUndefined()

    // Reminders go to the late member only.
    const reminded = await team(organiser.jar, { action: 'remind', teamOrderId: organiser.teamOrderId })
    expect(reminded.body.reminded).toEqual([late.memberId])
    await waitForMail(dataDir, late.email, 'teamReminder')
    expect(
      readOutbox(dataDir).some((mail) => mail.to === anna.email && mail.template === 'teamReminder'),
    ).toBe(false)

    // Ordering for the late member is refused with who is missing.
    const all = [anna.memberId, ben.memberId, late.memberId]
    const refused = await team(organiser.jar, order(organiser.teamOrderId, all))
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'MEMBERS_MISSING', field: 'memberIds' })
    expect(refused.body.missing).toEqual([{ memberId: late.memberId, name: 'Erika Muster' }])

    // The late member adds their part; the organiser orders once for all three.
    const lateProfile = await api.profile(late.jar, 'Spät')
    expect(
      (
        await team(late.jar, {
          action: 'savePart',
          teamOrderId: organiser.teamOrderId,
          measureId: lateProfile,
        })
      ).status,
    ).toBe(200)
    const placed = await team(organiser.jar, order(organiser.teamOrderId, all))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { orderId } = placed.body
    // A double submit answers the same order.
    const again = await team(organiser.jar, order(organiser.teamOrderId, all))
    expect(again.body).toMatchObject({ orderId, message: 'Order already placed' })

    const fetched = await api.orders(organiser.jar, { action: 'fetch', orderId })
    expect(fetched.body.order.items).toHaveLength(3)
    expect(fetched.body.order.billingAddress).toMatchObject({
      company: 'Beispiel GmbH',
      vatId: 'DE123456789',
    })
    expect(fetched.body.order.items.map((item: { wearer: string }) => item.wearer)).toEqual([
      'Erika Muster',
      'Erika Muster',
      'Erika Muster',
    ])
    expect(JSON.stringify(fetched.body)).not.toMatch(/size_|set_name|Mein Maß|Spät/)
    // Not through the measures API either: the frozen copies are the workshop's.
    expect((await api.measures(organiser.jar, { action: 'fetch', orderId })).status).toBe(404)

    // Each shirt is the member's, frozen to the member's own profile, with their choices.
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
    expect(items.map((item) => item.measure?.measureId)).toEqual([anna.measureId, ben.measureId, lateProfile])
    const annaShirt = items[0]?.design?.parts.map(([partId]) => partId) ?? []
    expect(annaShirt).toEqual(expect.arrayContaining([14, 45]))
    const owners = await database.db
      .select({ customerId: shirts.customerId, orderStatus: shirts.orderStatus })
      .from(shirts)
      .where(eq(shirts.orderId, orderId))
    expect(owners).toHaveLength(3)
    expect(owners.every((row) => row.orderStatus === 2)).toBe(true)

    // The organiser's confirmation names the wearers, never their profiles.
    const confirmation = await waitForMail(dataDir, organiser.email, 'orderConfirmation')
    expect(confirmation.text).toContain('Erika Muster')
    expect(confirmation.text).not.toMatch(/Mein Maß|Spät/)

    // Members hear of it; the invitation is closed now.
    await waitForMail(dataDir, ben.email, 'teamOrdered')
    const closed = await team(new CookieJar(), { action: 'invitation', token: organiser.token })
    expect(closed.body.invitation.problem).toBe('INVITE_CLOSED')
    expect(
      (await team(organiser.jar, { action: 'remind', teamOrderId: organiser.teamOrderId })).body.reason,
    ).toBe('TEAM_NOT_OPEN')
  })

  it('reminds each member at most once a day, however often and however fast the organiser asks', async () => {
    const organiser = await organiserWithTeam()
    const late = await member(organiser.token, false)
    const other = await member(organiser.token, false)
    const remind = (memberIds?: number[]) =>
      team(organiser.jar, { action: 'remind', teamOrderId: organiser.teamOrderId, memberIds })
    const answers = await Promise.all(Array.from({ length: 20 }, () => remind()))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(409)
      expect(refused.body.reason).toBe('REMINDED_TODAY')
    }
    await waitForMail(dataDir, other.email, 'teamReminder')
    const sent = () =>
      readOutbox(dataDir).filter((mail) => mail.template === 'teamReminder' && mail.to === late.email)
    expect(sent()).toHaveLength(1)

    // A day later the one still missing may be reminded again, once.
    await database.db
      .update(teamMembers)
      .set({ remindedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(teamMembers.id, late.memberId))
    const again = await remind()
    expect(again.body.reminded).toEqual([late.memberId])
    await waitForMail(dataDir, late.email, 'teamReminder')
    expect(sent()).toHaveLength(2)
  })

  it('names the member on the production sheet and mails them when the order ships', async () => {
    const organiser = await organiserWithTeam()
    const anna = await member(organiser.token, true)
    await database.db
      .update(customers)
      .set({ firstName: 'Anna', lastName: 'Teamfeld' })
      .where(eq(customers.email, anna.email))
    // The team's logo embroidery (uploaded in team-logo.test.ts) goes onto the sheet with its
    // picture, position and width.
    const logo = await sharp({
      create: { width: 80, height: 40, channels: 3, background: { r: 30, g: 60, b: 150 } },
    })
      .png()
      .toBuffer()
    await database.db
      .update(teamOrders)
      .set({ logoFile: await storeTeamLogo(deps.files, logo), logoPosition: 'leftChest' })
      .where(eq(teamOrders.id, organiser.teamOrderId))
    const placed = await team(organiser.jar, order(organiser.teamOrderId, [anna.memberId]))
    expect(placed.status).toBe(200)
    const staff = await api.admin()
    // The workshop sees the member's profile the shirt is cut to; the organiser never does.
    const office = await api.json(
      await api.call(staff, '/api/admin/orders.php', { action: 'fetch', orderId: placed.body.orderId }),
    )
    const backOffice = office.body.order
    expect(backOffice.order.items[0].measure).toEqual({ measureId: anna.measureId, name: 'Mein Maß' })
    expect(backOffice.measures.map((measure: { name: string }) => measure.name)).toEqual(['Mein Maß'])
    expect(backOffice.designs[0].measure).toBe('Mein Maß')
    const sheet = await app.request(`/admin/orders/${placed.body.orderId}/sheet.pdf`, {
      headers: { cookie: staff.header() },
    })
    expect(sheet.status).toBe(200)
    const file = path.join(dataDir, 'sheet.pdf')
    fs.writeFileSync(file, new Uint8Array(await sheet.arrayBuffer()))
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    expect(text).toMatch(/TEAMMITGLIED/i)
    expect(text).toContain('Anna Teamfeld')
    expect(text).toMatch(/LOGO-STICKEREI/i)
    expect(text).toContain('linke Brust')
    expect(text).toContain('8 cm')
    expect(text).not.toContain('Logo-Datei fehlt')
    const pictures = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
    expect(pictures).toMatch(/^\s*1\s+\d+\s+image\s+80\s+40\s/m)
    const { sendOrderStepMail } = await import('../../core/orders/step-mails.ts')
    await sendOrderStepMail(deps, {
      orderId: placed.body.orderId,
      customerId: (
        await database.db.select().from(teamOrders).where(eq(teamOrders.id, organiser.teamOrderId))
      )[0]?.organiserId as number,
      number: placed.body.number,
      lang: 'de',
      to: 'shipped',
      carrier: 'DHL',
      trackingNumber: '00340434161094042557',
      origin: 'http://localhost',
      guestTokenSealed: null,
    })
    const mail = await waitForMail(dataDir, anna.email, 'teamShipped')
    expect(mail.subject).toContain('Messe Hannover')
  })

  it("reorders a team order as designs without the members' profiles", async () => {
    const organiser = await organiserWithTeam()
    const anna = await member(organiser.token, false)
    const annaProfile = await api.profile(anna.jar, 'Annas Maß')
    await team(anna.jar, { action: 'savePart', teamOrderId: anna.teamOrderId, measureId: annaProfile })
    const ben = await member(organiser.token, false)
    const benProfile = await api.profile(ben.jar, 'Bens Maß')
    await team(ben.jar, { action: 'savePart', teamOrderId: ben.teamOrderId, measureId: benProfile })
    const placed = await team(organiser.jar, order(organiser.teamOrderId, [anna.memberId, ben.memberId]))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)

    const again = await api.orders(organiser.jar, { action: 'reorder', orderId: placed.body.orderId })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
    const copies = again.body.shirtIds as number[]
    expect(copies).toHaveLength(2)
    const listed = await api.cart(organiser.jar, { action: 'list' })
    expect(JSON.stringify(listed.body)).not.toMatch(/Annas Maß|Bens Maß/)
    const rows = await database.db
      .select({ measureId: shirts.measureId })
      .from(shirts)
      .where(inArray(shirts.id, copies))
    expect(rows.map((row) => row.measureId)).toEqual([null, null])

    // A design that points at another's profile (as reorder made them before) is not measured:
    // the cart shows no profile and checkout refuses it like a design without one.
    await database.db.update(shirts).set({ measureId: annaProfile }).where(inArray(shirts.id, copies))
    const foreign = await api.cart(organiser.jar, { action: 'list' })
    expect(JSON.stringify(foreign.body)).not.toContain('Annas Maß')
    expect(
      foreign.body.data.items.map((item: { design: { measure: unknown } }) => item.design.measure),
    ).toEqual([null, null])
    const shirtView = await api.shirt(organiser.jar, { action: 'fetch', shirtId: copies[0] })
    expect(JSON.stringify(shirtView.body)).not.toContain('Annas Maß')
    const refused = await api.checkout(organiser.jar, prepaidOrder)
    expect(refused.status, JSON.stringify(refused.body)).toBe(409)
    expect(refused.body.reason).toBe('MEASURE_MISSING')
  })

  it("names the member and the logo embroidery on the team invoice's line, mail and order view", async () => {
    const organiser = await organiserWithTeam()
    const anna = await member(organiser.token, true)
    await database.db
      .update(customers)
      .set({ firstName: 'Anna', lastName: 'Rechnungsfeld' })
      .where(eq(customers.email, anna.email))
    await database.db
      .update(teamOrders)
      .set({ logoFile: '0123abcd-0000-4000-8000-000000000000.png', logoPosition: 'leftChest' })
      .where(eq(teamOrders.id, organiser.teamOrderId))
    const placed = await team(organiser.jar, order(organiser.teamOrderId, [anna.memberId]))
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const invoice = await api.call(organiser.jar, '/api/orders.php', {
      action: 'invoice',
      orderId: placed.body.orderId,
    })
    expect(invoice.status).toBe(200)
    // A team order's invoice is the hybrid e-invoice (decision 027): read with poppler.
    const printed = popplerText(new Uint8Array(await invoice.arrayBuffer())).replace(/\s+/g, ' ')
    expect(printed).toContain('Maßhemd – Anna Rechnungsfeld')
    // The line's description may wrap at the hyphen, which poppler then joins without it.
    expect(printed).toMatch(/Logo-? ?Stickerei: linke Brust/)
    // The order view and the organiser's mail list the embroidery on the member's line too.
    const fetched = await api.orders(organiser.jar, { action: 'fetch', orderId: placed.body.orderId })
    expect(fetched.body.order.items[0]).toMatchObject({ wearer: 'Anna Rechnungsfeld' })
    expect(fetched.body.order.items[0].design.summary).toContain('Logo-Stickerei: linke Brust')
    const confirmation = await waitForMail(dataDir, organiser.email, 'orderConfirmation')
    expect(confirmation.text).toContain('Anna Rechnungsfeld')
    expect(confirmation.text).toContain('Logo-Stickerei: linke Brust')
  })

  it('refuses bad invitations: unknown, expired, used up, twice, the organiser', async () => {
    const guest = new CookieJar()
    expect((await team(guest, { action: 'invitation', token: 'x'.repeat(43) })).status).toBe(404)
    expect((await team(guest, { action: 'invitation', token: 'short' })).status).toBe(400)
    expect((await team(guest, { action: 'join', token: 'x'.repeat(43) })).status).toBe(401)

    const organiser = await organiserWithTeam({ seats: 1 })
    const first = await member(organiser.token, false)
    const twice = await team(first.jar, { action: 'join', token: organiser.token })
    expect(twice.status).toBe(409)
    expect(twice.body.reason).toBe('ALREADY_MEMBER')
    const second = new CookieJar()
    await api.register(second)
    const full = await team(second, { action: 'join', token: organiser.token })
    expect(full.body.reason).toBe('INVITE_USED_UP')
    expect((await team(organiser.jar, { action: 'join', token: organiser.token })).body.reason).toBe(
      'ORGANISER_IS_MEMBER',
    )

    const expired = await organiserWithTeam()
    await database.db
      .update(teamOrders)
      .set({ deadline: inDays(-2) })
      .where(eq(teamOrders.id, expired.teamOrderId))
    const late = new CookieJar()
    await api.register(late)
    const refused = await team(late, { action: 'join', token: expired.token })
    expect(refused.status).toBe(409)
    expect(refused.body.reason).toBe('INVITE_EXPIRED')

    // A renewed link replaces the old one; a closed team order admits nobody.
    const renewed = await team(organiser.jar, { action: 'renewInvite', teamOrderId: organiser.teamOrderId })
    expect((await team(guest, { action: 'invitation', token: organiser.token })).status).toBe(404)
    const closedTeam = await organiserWithTeam()
    expect(
      (await team(closedTeam.jar, { action: 'close', teamOrderId: closedTeam.teamOrderId })).status,
    ).toBe(200)
    const closed = await team(second, { action: 'join', token: closedTeam.token })
    expect(closed.body.reason).toBe('INVITE_CLOSED')
    expect(tokenOf(renewed.body.inviteUrl)).not.toBe(organiser.token)
  })

  it("keeps each party to their own part: others' ids are 404", async () => {
    const organiser = await organiserWithTeam()
    const anna = await member(organiser.token, true)
    const stranger = new CookieJar()
    await api.register(stranger)
    const strangerProfile = await api.profile(stranger, 'Fremd')
    const strangerDesign = await api.newDesign(stranger)
    const id = organiser.teamOrderId
    for (const body of [
      { action: 'fetch', teamOrderId: id },
      { action: 'remind', teamOrderId: id },
      { action: 'renewInvite', teamOrderId: id },
      { action: 'close', teamOrderId: id },
      { action: 'savePart', teamOrderId: id, measureId: strangerProfile },
      order(id, [anna.memberId]),
    ]) {
      const answer = await team(stranger, body)
      expect(answer.status, JSON.stringify(body)).toBe(404)
    }
    // A member is no organiser: the organiser's actions are 404 for them.
    for (const body of [{ action: 'remind', teamOrderId: id }, order(id, [anna.memberId])]) {
      expect((await team(anna.jar, body)).status).toBe(404)
    }
    // A member chooses among their own profiles only, and only the open options.
    const foreign = await team(anna.jar, { action: 'savePart', teamOrderId: id, measureId: strangerProfile })
    expect(foreign.status).toBe(404)
    expect(foreign.body.reason).toBe('UNKNOWN_MEASURE')
    const fixed = await team(anna.jar, {
      action: 'savePart',
      teamOrderId: id,
      measureId: anna.measureId,
      choices: { '1': 4 },
    })
    expect(fixed.status).toBe(400)
    expect(fixed.body).toMatchObject({ reason: 'CHOICE_INVALID', field: 'choices' })
    // The organiser orders only for members of this team; a design of another is 404 at create.
    const other = await organiserWithTeam()
    const foreignMember = await member(other.token, true)
    expect((await team(organiser.jar, order(id, [foreignMember.memberId]))).body.reason).toBe(
      'UNKNOWN_MEMBER',
    )
    const stolen = await team(organiser.jar, {
      action: 'create',
      shirtId: strangerDesign,
      name: 'Fremd',
      company: 'Fremd AG',
      vatId: '',
      deadline: inDays(3),
      seats: 2,
      openCategories: [],
    })
    expect(stolen.status).toBe(404)
    expect(stolen.body.reason).toBe('UNKNOWN_SHIRT')
  })

  it('names the wrong field of bad input and needs a login', async () => {
    const guest = new CookieJar()
    expect((await team(guest, { action: 'list' })).status).toBe(401)
    const organiser = await organiserWithTeam()
    const base = {
      action: 'create',
      shirtId: organiser.shirtId,
      name: 'Team',
      company: 'Firma',
      vatId: '',
      seats: 3,
      openCategories: [],
    }
    const past = await team(organiser.jar, { ...base, deadline: inDays(-1) })
    expect(past.status).toBe(400)
    expect(past.body).toMatchObject({ reason: 'DEADLINE_INVALID', field: 'deadline' })
    const notOpenable = await team(organiser.jar, { ...base, deadline: inDays(3), openCategories: [54] })
    expect(notOpenable.status).toBe(400)
    const tooMany = await team(organiser.jar, { ...base, deadline: inDays(3), seats: 1000 })
    expect(tooMany.status).toBe(400)
    const listed = await team(organiser.jar, { action: 'list' })
    expect(listed.body.teamOrders.organised[0]).toMatchObject({
      teamOrderId: organiser.teamOrderId,
      members: 0,
      done: 0,
    })
    const nobody = await team(organiser.jar, order(organiser.teamOrderId, [1]))
    expect(nobody.status).toBe(404)
    const terms = await team(organiser.jar, { ...order(organiser.teamOrderId, [1]), acceptTerms: false })
    expect(terms.body.reason).toBe('TERMS_REQUIRED')
  })
})
