import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { customers, teamOrders } from '../../db/schema/index.ts'
import { pngBomb, smallPng } from '../support/feedback-helpers.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A team order's logo embroidery on /api/team.php: only the organiser uploads (checked by content,
 * at most 2 MB) and removes it while the order is open; the picture is served to the organiser,
 * the members and staff, and is 404 for anybody else.
 */
let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-team-logo-'))
const api = shopCalls(
  () => app,
  () => database.db,
)
const team = async (jar: CookieJar, body: Record<string, unknown>) =>
  api.json(await api.call(jar, '/api/team.php', body))

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { SHOP_DEMO: '1', DATA_DIR: dataDir }).app
})

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function organiserWithTeam() {
  const jar = new CookieJar()
  await api.register(jar)
  const shirtId = await api.newDesign(jar)
  const created = await team(jar, {
    action: 'create',
    shirtId,
    name: 'Messe Köln',
    company: 'Beispiel GmbH',
    vatId: '',
    deadline: inDays(14),
    seats: 5,
    openCategories: [],
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return {
    jar,
    teamOrderId: created.body.teamOrderId as number,
    token: created.body.inviteUrl.split('/').pop(),
  }
}

async function upload(
  jar: CookieJar,
  teamOrderId: number,
  bytes: Uint8Array | null,
  { position = 'leftChest', type = 'image/png' }: { position?: string; type?: string } = {},
) {
  const form = new FormData()
  form.append('action', 'uploadLogo')
  form.append('teamOrderId', String(teamOrderId))
  form.append('position', position)
  if (bytes) form.append('file', new File([new Uint8Array(bytes)], 'logo.png', { type }))
  const headers = new Headers({ origin: 'http://localhost' })
  if (jar.header()) headers.set('cookie', jar.header())
  return api.json(await app.request('/api/team.php', { method: 'POST', headers, body: form }))
}

async function logo(jar: CookieJar, teamOrderId: number) {
  const headers = new Headers()
  if (jar.header()) headers.set('cookie', jar.header())
  return app.request(`/api/team/logo/${teamOrderId}.png`, { headers })
}

async function storedLogos() {
  return fs.promises.readdir(path.join(dataDir, 'team-logos')).catch(() => [] as string[])
}

describe('team logo embroidery', () => {
  it('the organiser uploads, re-uploads and removes it; members and staff see it, others 404', async () => {
    const organiser = await organiserWithTeam()
    const memberJar = new CookieJar()
    await api.register(memberJar)
    expect((await team(memberJar, { action: 'join', token: organiser.token })).status).toBe(200)
    const stranger = new CookieJar()
    await api.register(stranger)

    // Only the organiser: a member and a stranger get 404, and nothing is stored.
    for (const jar of [memberJar, stranger]) {
      const refused = await upload(jar, organiser.teamOrderId, await smallPng())
      expect(refused.status).toBe(404)
      expect(refused.body).toMatchObject({ reason: 'NOT_FOUND' })
    }
    expect(await storedLogos()).toEqual([])

    const uploaded = await upload(organiser.jar, organiser.teamOrderId, await smallPng())
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200)
    expect(uploaded.body.logo).toMatchObject({ position: 'leftChest' })
    const [row] = await database.db.select().from(teamOrders).where(eq(teamOrders.id, organiser.teamOrderId))
    expect(row?.logoPosition).toBe('leftChest')
    expect(row?.logoFile).toMatch(/^[0-9a-f-]{36}\.png$/)

    // Shown to the organiser and the member on their views, and the picture served to them.
    const view = await team(memberJar, { action: 'fetch', teamOrderId: organiser.teamOrderId })
    expect(view.body.teamOrder.logo).toEqual(uploaded.body.logo)
    const staff = new CookieJar()
    const staffEmail = await api.register(staff)
    await database.db.update(customers).set({ role: 'staff' }).where(eq(customers.email, staffEmail))
    expect(
      (await api.account(staff, { action: 'login', email: staffEmail, password: 'Ein-gutes-Passwort-9' }))
        .status,
    ).toBe(200)
    for (const jar of [organiser.jar, memberJar, staff]) {
      const served = await logo(jar, organiser.teamOrderId)
      expect(served.status).toBe(200)
      expect(served.headers.get('content-type')).toBe('image/png')
      expect(served.headers.get('cache-control')).toMatch(/^private/)
      expect([...new Uint8Array(await served.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
    }
    for (const jar of [stranger, new CookieJar()])
      expect((await logo(jar, organiser.teamOrderId)).status).toBe(404)
    // A visitor with the invitation link who has not joined sees the picture inside the page, never
    // the logo's address (which stays the team's).
    const invitation = await team(stranger, { action: 'invitation', token: organiser.token })
    expect(invitation.body.invitation.logo.position).toBe('leftChest')
    expect(invitation.body.invitation.logo.url).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)

    // A new logo at another position replaces the old picture.
    const again = await upload(organiser.jar, organiser.teamOrderId, await smallPng(), {
      position: 'rightChest',
    })
    expect(again.status).toBe(200)
    expect(again.body.logo.position).toBe('rightChest')
    expect(await storedLogos()).toHaveLength(1)

    // Others cannot remove it; the organiser can.
    expect((await team(memberJar, { action: 'removeLogo', teamOrderId: organiser.teamOrderId })).status).toBe(
      404,
    )
    const removed = await team(organiser.jar, { action: 'removeLogo', teamOrderId: organiser.teamOrderId })
    expect(removed.status).toBe(200)
    expect(await storedLogos()).toEqual([])
    expect((await logo(organiser.jar, organiser.teamOrderId)).status).toBe(404)
    const after = await team(organiser.jar, { action: 'fetch', teamOrderId: organiser.teamOrderId })
    expect(after.body.teamOrder.logo).toBeNull()
  })

  it('refuses what is not an image, too large, no file or an unknown position, with reason and field', async () => {
    const organiser = await organiserWithTeam()
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>')
    const cases: [string, Uint8Array | null, Record<string, string>, number, string, string][] = [
      ['not an image', text, { type: 'image/png' }, 400, 'NOT_AN_IMAGE', 'file'],
      ['a decompression bomb', await pngBomb(), {}, 413, 'IMAGE_TOO_LARGE', 'file'],
      ['over 2 MB', new Uint8Array(2 * 1024 * 1024 + 10).fill(7), {}, 413, 'IMAGE_TOO_LARGE', 'file'],
      ['no file', null, {}, 400, 'NO_FILE', 'file'],
      ['an unknown position', await smallPng(), { position: 'back' }, 400, 'INVALID_INPUT', 'position'],
    ]
    for (const [name, bytes, options, status, reason, field] of cases) {
      const refused = await upload(organiser.jar, organiser.teamOrderId, bytes, options)
      expect(refused.status, name).toBe(status)
      expect(refused.body, name).toMatchObject({ success: false, reason, field })
    }
    expect(await storedLogos()).toEqual([])
  })

  it('is fixed once the team order is closed', async () => {
    const organiser = await organiserWithTeam()
    expect((await upload(organiser.jar, organiser.teamOrderId, await smallPng())).status).toBe(200)
    expect((await team(organiser.jar, { action: 'close', teamOrderId: organiser.teamOrderId })).status).toBe(
      200,
    )
    const refused = await upload(organiser.jar, organiser.teamOrderId, await smallPng())
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ reason: 'TEAM_NOT_OPEN' })
    const removal = await team(organiser.jar, { action: 'removeLogo', teamOrderId: organiser.teamOrderId })
    expect(removal.body).toMatchObject({ reason: 'TEAM_NOT_OPEN' })
    // The members of a closed order and the organiser still see the picture.
    expect((await logo(organiser.jar, organiser.teamOrderId)).status).toBe(200)
  })
})
