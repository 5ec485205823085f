import { describe, expect, it } from 'vitest'
import { smallPng } from '../support/feedback-helpers.ts'
import { inDays, teamTestApp } from '../support/team-test-app.ts'
import { CookieJar } from '../support/test-app.ts'

/**
 * A member's part shows what the designer shows: the option pictures of collars and cuffs as
 * radio inputs of a form posted to the page, their own shirt's preview with the company's logo at
 * its position, and the 'Logo-Stickerei' line; the invitation shows the logo to the link's holder.
 */
const { api, app, team, request } = teamTestApp('team-member')

/** A team order with collar, cuffs and fit open and the logo on the left chest. */
async function teamWithLogo() {
  const organiser = new CookieJar()
  await api.register(organiser)
  const shirtId = await api.newDesign(organiser)
  const created = await team(organiser, {
    action: 'create',
    shirtId,
    name: 'Messe Leipzig',
    company: 'Beispiel GmbH',
    vatId: '',
    deadline: inDays(14),
    seats: 5,
    openCategories: [1, 2, 11],
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const teamOrderId = created.body.teamOrderId as number
  const form = new FormData()
  form.append('action', 'uploadLogo')
  form.append('teamOrderId', String(teamOrderId))
  form.append('position', 'leftChest')
  form.append('file', new File([new Uint8Array(await smallPng())], 'logo.png', { type: 'image/png' }))
  const headers = new Headers({ origin: 'http://localhost', cookie: organiser.header() })
  expect((await app().request('/api/team.php', { method: 'POST', headers, body: form })).status).toBe(200)
  return { teamOrderId, token: String(created.body.inviteUrl).split('/').pop() as string }
}

/** The member's own part of the page: from its heading to the end of its form. */
function memberSection(html: string) {
  const start = html.indexOf('aria-labelledby="team-part"')
  return html.slice(start, html.indexOf('</form>', start))
}

/** The member's preview: its layer addresses and whether the logo sits on it. */
function memberPreview(section: string) {
  const start = section.indexOf('data-testid="team-member-preview"')
  const figure = section.slice(start, section.indexOf('</figure>', start))
  return {
    layers: [...figure.matchAll(/src="(\/folded\/[^"]+)"/g)].map((match) => match[1] ?? ''),
    logo: figure.includes('data-testid="team-logo-preview"'),
  }
}

describe("a team member's part", () => {
  it('offers pictured radio choices and the preview with the logo; a post without JavaScript changes it', async () => {
    const { teamOrderId, token } = await teamWithLogo()
    const member = new CookieJar()
    await api.register(member)
    expect((await team(member, { action: 'join', token })).status).toBe(200)
    const measureId = await api.profile(member, 'Maß')
    const page = `/dashboard/team/${teamOrderId}`

    const before = memberSection(await (await request(member, page)).text())
    // Radio inputs, not dropdowns, with the designer's option pictures for collars and cuffs.
    expect(before).not.toMatch(/<select[^>]*name="choice-/)
    expect(before).toMatch(/type="radio"[^>]*name="choice-1"/)
    expect(before).toMatch(/type="radio"[^>]*name="choice-2"/)
    expect(before).toMatch(/type="radio"[^>]*name="choice-11"/)
    expect(before).toContain('/folded/thumb/collars-2-1001.png')
    expect(before).toContain('/folded/thumb/cuffs-14-1001.png')
    expect(before).toContain('Logo-Stickerei: Linke Brust')
    const shown = memberPreview(before)
    expect(shown.logo).toBe(true)
    expect(shown.layers.some((layer) => /\/cuff-11[-.]/.test(layer))).toBe(true)
    expect(shown.layers.some((layer) => /\/cuff-14[-.]/.test(layer))).toBe(false)

    const form = new URLSearchParams({
      intent: 'savePart',
      measureId: String(measureId),
      'choice-1': '2',
      'choice-2': '14',
      'choice-11': String(before.match(/name="choice-11" checked="" value="(\d+)"/)?.[1]),
    })
    const posted = await request(member, page, form)
    expect(posted.status).toBe(200)
    const after = memberSection(await posted.text())
    const changed = memberPreview(after)
    expect(changed.logo).toBe(true)
    expect(changed.layers.some((layer) => /\/cuff-14[-.]/.test(layer))).toBe(true)
    expect(changed.layers.some((layer) => /\/collar(-band)?-2[-.]/.test(layer))).toBe(true)
    expect(after).toMatch(/type="radio"[^>]*name="choice-2" checked="" value="14"/)
    // The same on the next visit: the choice is saved.
    const again = memberPreview(memberSection(await (await request(member, page)).text()))
    expect(again.layers).toEqual(changed.layers)
  })

  it('the invitation shows the logo and its line to the holder of a link that admits', async () => {
    const { token } = await teamWithLogo()
    const visitor = new CookieJar()
    const invitation = await (await request(visitor, `/team/einladung/${token}`)).text()
    expect(invitation).toContain('Logo-Stickerei: Linke Brust')
    expect(invitation).toMatch(
      /<img[^>]*src="data:image\/png;base64,[^"]+"[^>]*data-testid="team-logo-preview"/,
    )
  })
})
