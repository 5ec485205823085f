import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../config/env.server.ts'
import { hashAccountToken } from '../../core/accounts/tokens.ts'
import { unsealInviteToken } from '../../core/secrets/kept-links.ts'
import { teamOrders } from '../../db/schema/index.ts'
import { smallPng } from '../support/feedback-helpers.ts'
import { inDays, teamTestApp } from '../support/team-test-app.ts'
import { CookieJar, testTokenKey } from '../support/test-app.ts'

/**
 * The organiser's invitation link stays on their team page: shown again on every visit (after a
 * logo upload too), replaced by 'new link' (which voids the old one), and seen by nobody else.
 */
const { api, app, db, team, request } = teamTestApp('team-invite')

const shopEnv = parseEnv({ NODE_ENV: 'test', TOKEN_ENCRYPTION_KEY: testTokenKey })

/** The read-only field's link on the organiser's page, or null. */
function shownLink(html: string) {
  return (
    /name="inviteUrl"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="inviteUrl"/
      .exec(html)
      ?.slice(1)
      .find(Boolean) ?? null
  )
}

async function organiserWithTeam() {
  const jar = new CookieJar()
  await api.register(jar)
  const shirtId = await api.newDesign(jar)
  const created = await team(jar, {
    action: 'create',
    shirtId,
    name: 'Sommerfest',
    company: 'Beispiel GmbH',
    vatId: '',
    deadline: inDays(14),
    seats: 5,
    openCategories: [2],
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { jar, teamOrderId: created.body.teamOrderId as number, inviteUrl: String(created.body.inviteUrl) }
}

async function uploadLogo(jar: CookieJar, teamOrderId: number) {
  const form = new FormData()
  form.append('action', 'uploadLogo')
  form.append('teamOrderId', String(teamOrderId))
  form.append('position', 'leftChest')
  form.append('file', new File([new Uint8Array(await smallPng())], 'logo.png', { type: 'image/png' }))
  const headers = new Headers({ origin: 'http://localhost', cookie: jar.header() })
  return app().request('/api/team.php', { method: 'POST', headers, body: form })
}

describe("the organiser's invitation link", () => {
  it('is shown again on each visit, after a logo upload too, with the note that a new one voids it', async () => {
    const { jar, teamOrderId, inviteUrl } = await organiserWithTeam()
    const page = `/dashboard/team/${teamOrderId}`
    const first = await request(jar, page)
    expect(first.status).toBe(200)
    const html = await first.text()
    expect(shownLink(html)).toBe(inviteUrl)
    expect(html).toMatch(
      /<input[^>]*name="inviteUrl"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*name="inviteUrl"/i,
    )
    expect(html).toContain('Ein neuer Link macht den bisherigen ungültig')

    expect((await uploadLogo(jar, teamOrderId)).status).toBe(200)
    expect(shownLink(await (await request(jar, page)).text())).toBe(inviteUrl)
  })

  it("'new link' without JavaScript replaces it; the old link no longer admits anybody", async () => {
    const { jar, teamOrderId, inviteUrl } = await organiserWithTeam()
    const page = `/dashboard/team/${teamOrderId}`
    const renewed = await request(jar, page, new URLSearchParams({ intent: 'renewInvite' }))
    expect(renewed.status).toBe(200)
    const answered = await renewed.text()
    expect(answered).toContain('Der bisherige Link gilt nicht mehr.')
    const fresh = shownLink(answered)
    expect(fresh).toMatch(/\/team\/einladung\/[A-Za-z0-9_-]{43}$/)
    expect(fresh).not.toBe(inviteUrl)
    expect(shownLink(await (await request(jar, page)).text())).toBe(fresh)

    const oldToken = inviteUrl.split('/').pop()
    const newToken = String(fresh).split('/').pop()
    const member = new CookieJar()
    await api.register(member)
    expect((await team(member, { action: 'join', token: oldToken })).body).toMatchObject({
      reason: 'NOT_FOUND',
    })
    expect((await request(member, `/team/einladung/${oldToken}`)).status).toBe(404)
    expect((await team(member, { action: 'join', token: newToken })).status).toBe(200)
  })

  it('is seen by nobody but the organiser: not by a member, another customer or their new link', async () => {
    const { jar, teamOrderId, inviteUrl } = await organiserWithTeam()
    const token = String(inviteUrl.split('/').pop())
    const member = new CookieJar()
    await api.register(member)
    expect((await team(member, { action: 'join', token })).status).toBe(200)
    const stranger = new CookieJar()
    await api.register(stranger)
    const page = `/dashboard/team/${teamOrderId}`

    const asMember = await request(member, page)
    expect(asMember.status).toBe(200)
    expect(await asMember.text()).not.toContain(token)
    const asStranger = await request(stranger, page)
    expect(asStranger.status).toBe(404)
    expect(await asStranger.text()).not.toContain(token)
    for (const who of [member, stranger]) {
      const fetched = await team(who, { action: 'fetch', teamOrderId })
      expect(JSON.stringify(fetched.body)).not.toContain(token)
    }
    expect(JSON.stringify((await team(jar, { action: 'fetch', teamOrderId })).body)).toContain(token)

    // Nobody else can renew it: a stranger's post is the page's 404 and the link stays.
    const refused = await request(stranger, page, new URLSearchParams({ intent: 'renewInvite' }))
    expect(refused.status).toBe(404)
    expect(shownLink(await (await request(jar, page)).text())).toBe(inviteUrl)
  })

  it('is kept encrypted: a copy of the database holds no working link without the key', async () => {
    const { jar, teamOrderId, inviteUrl } = await organiserWithTeam()
    const token = String(inviteUrl.split('/').pop())
    const [row] = await db().select().from(teamOrders).where(eq(teamOrders.id, teamOrderId))
    if (!row) throw new Error('team order missing')
    // The whole row, as a leak would show it: the hash and a ciphertext, never the token.
    expect(JSON.stringify(row)).not.toContain(token)
    expect(row.inviteTokenHash).toBe(hashAccountToken(token))
    expect(row.inviteTokenSealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    // The shop's key opens it; another key does not.
    expect(unsealInviteToken(shopEnv, row.inviteTokenSealed)).toBe(token)
    const other = parseEnv({ NODE_ENV: 'test', TOKEN_ENCRYPTION_KEY: 'x'.repeat(40) })
    expect(unsealInviteToken(other, row.inviteTokenSealed)).toBeNull()
    // A renewed link is kept the same way.
    const renewed = await request(
      jar,
      `/dashboard/team/${teamOrderId}`,
      new URLSearchParams({ intent: 'renewInvite' }),
    )
    const fresh = String(shownLink(await renewed.text()))
      .split('/')
      .pop() as string
    const [after] = await db().select().from(teamOrders).where(eq(teamOrders.id, teamOrderId))
    expect(JSON.stringify(after)).not.toContain(fresh)
    expect(unsealInviteToken(shopEnv, after?.inviteTokenSealed ?? null)).toBe(fresh)
  })
})
