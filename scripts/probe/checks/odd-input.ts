import { loginWithProof } from './login-proof.ts'

/**
 * The outside probe's odd-input reproductions (docs/security.md, docs/decisions/017), run against
 * a shop in demo mode on this machine: a NUL in a page's query string, a lone surrogate in four
 * fields that end in `jsonb`, Unicode look-alikes in a login's way back, and the language
 * cookie's flags. It logs in as the demo customer and the demo admin and places a real order and
 * a team order, so it belongs on a throwaway data folder. Each line tallies what came back; a
 * 5xx anywhere is the defect coming back.
 */
const customer = { email: 'kunde@example.com', password: 'Demo-Passwort-1' }
const admin = { email: 'admin@example.com', password: 'Admin-Passwort-1' }
const address = {
  firstName: 'Jonas',
  lastName: 'Beispiel',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
}
const measures = {
  size_neck: 40,
  size_shoulder: 47,
  size_sleevelength: 64,
  size_sleevelength_2: 64,
  size_sleevelength_short: 24,
  size_chest: 102,
  size_tail: 92,
  size_hips: 104,
  size_shirtlength: 80,
  size_weight: 81,
  size_height: 180,
  size_wrist_1: 17,
  size_wrist_2: 18,
  size_biceps: 32,
}
/** `"X\ud800"` as JSON.stringify writes a lone surrogate: an escape that PostgreSQL's jsonb refuses. */
const lone = 'X\ud800'

type Answer = {
  status: number
  body: Record<string, unknown>
  location: string | null
  retryAfter: string | null
}

/** A browser of one: its own cookies, the shop's origin on every write. */
function client(origin: string) {
  const cookies = new Map<string, string>()
  async function send(path: string, init: RequestInit = {}): Promise<Answer> {
    const headers = new Headers(init.headers)
    headers.set('origin', origin)
    if (cookies.size > 0)
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '))
    let response: Response
    try {
      response = await fetch(new URL(path, origin), { ...init, headers, redirect: 'manual' })
    } catch (error) {
      // A Location the server could not even send ends the connection: that is the answer.
      return { status: 0, body: { error: String(error) }, location: null, retryAfter: null }
    }
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';')
      const at = pair.indexOf('=')
      if (at > 0) cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
    const text = await response.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      // A page, not the API.
    }
    return {
      status: response.status,
      body,
      location: response.headers.get('location'),
      retryAfter: response.headers.get('retry-after'),
    }
  }
  const api = (path: string, body: unknown) =>
    send(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  return { send, api }
}

function reasonOf(answer: Answer): string {
  return typeof answer.body.reason === 'string' ? ` ${answer.body.reason}` : ''
}

function tally(statuses: number[]) {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ')
}

async function loggedIn(origin: string, account: { email: string; password: string }) {
  const shop = client(origin)
  // The probe's earlier checks guessed from this address: the login may need a proof of work.
  const { final: login } = await loginWithProof((altcha) =>
    shop.api('/api/account.php', { action: 'login', ...account, ...(altcha ? { altcha } : {}) }),
  )
  if (login.status !== 200)
    throw new Error(`login of ${account.email} answered ${login.status}: is the shop in demo mode?`)
  return shop
}

/** A design with a profile in the cart, ordered with `billing`: the order's id, if it went through. */
async function placeOrder(shop: ReturnType<typeof client>, billing: Record<string, string>) {
  const profile = await shop.api('/api/measures.php', {
    action: 'save',
    measure: { set_name: 'Probe', ...measures },
  })
  const created = await shop.api('/api/shirt.php', { action: 'create' })
  const shirtId = created.body.shirtId
  await shop.api('/api/shirt.php', { action: 'measures', shirtId, measureId: profile.body.measureId })
  await shop.api('/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } })
  return shop.api('/api/checkout.php', {
    action: 'placeOrder',
    billingAddress: billing,
    paymentMethod: 'prepayment',
    acceptTerms: true,
  })
}

/** The demo customer organises a team order, the demo admin joins it with a profile; then it is ordered. */
async function placeTeamOrder(organiser: ReturnType<typeof client>, member: ReturnType<typeof client>) {
  const created = await organiser.api('/api/shirt.php', { action: 'create' })
  const deadline = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10)
  const team = await organiser.api('/api/team.php', {
    action: 'create',
    shirtId: created.body.shirtId,
    name: 'Probe',
    company: 'Probe GmbH',
    vatId: '',
    deadline,
    seats: 2,
    openCategories: [2],
  })
  const token = String(team.body.inviteUrl ?? '')
    .split('/')
    .pop()
  const joined = await member.api('/api/team.php', { action: 'join', token })
  const profile = await member.api('/api/measures.php', {
    action: 'save',
    measure: { set_name: 'Probe', ...measures },
  })
  const teamOrderId = team.body.teamOrderId
  await member.api('/api/team.php', {
    action: 'savePart',
    teamOrderId,
    measureId: profile.body.measureId,
    choices: {},
  })
  return organiser.api('/api/team.php', {
    action: 'placeOrder',
    teamOrderId,
    memberIds: [joined.body.memberId],
    billingAddress: { ...address, city: lone },
    paymentMethod: 'prepayment',
    acceptTerms: true,
  })
}

export async function probeOddInput(origin: string): Promise<string> {
  const lines: string[] = []
  const guest = client(origin)

  const pages = ['/stoffe?q=%00', '/en/stoffe?q=%00', '/stoffe.data?q=%00']
  const pageStatuses = await Promise.all(pages.map(async (path) => (await guest.send(path)).status))
  lines.push(`a NUL in the query (${pages.join(', ')}): ${tally(pageStatuses)}`)

  const shopper = await loggedIn(origin, customer)
  const office = await loggedIn(origin, admin)
  // The note goes on the newest order (the demo's at least), whatever the orders below answer.
  const list = await office.api('/api/admin/orders.php', { action: 'list' })
  const [newest] = (list.body.orders ?? []) as { orderId: number }[]
  const order = await placeOrder(shopper, { ...address, firstName: lone })
  const team = await placeTeamOrder(shopper, office)
  const note = await office.api('/api/admin/orders.php', {
    action: 'addNote',
    orderId: newest?.orderId,
    body: lone,
  })
  const voucher = await office.api('/api/admin/vouchers.php', { action: 'issue', value: '10', note: lone })
  const answers = {
    'checkout placeOrder': order,
    'team placeOrder': team,
    addNote: note,
    'voucher issue': voucher,
  }
  const each = Object.entries(answers).map(([name, answer]) => `${name} ${answer.status}${reasonOf(answer)}`)
  lines.push(
    `a lone surrogate: ${tally(Object.values(answers).map((answer) => answer.status))} (${each.join(', ')})`,
  )

  const ways = ['%2F%EF%BC%8F%2Fevil.com', '%2F%E3%80%82evil.com', '%2F%0B%2Fevil.com']
  const logins = []
  // From the customer's browser, which logged in before (its device cookie): the address's guesses
  // of the earlier checks do not ask it for a proof of work, as they would a new browser.
  for (const redirectTo of ways) {
    await shopper.api('/api/account.php', { action: 'logout' })
    const answer = await shopper.send(`/login?redirectTo=${redirectTo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(customer).toString(),
    })
    logins.push(answer)
  }
  const shown = logins.map(
    (answer, index) => `${ways[index]} → ${answer.status} ${answer.location ?? '(no Location)'}`,
  )
  lines.push(
    `a login with the right password and redirectTo: ${tally(logins.map((answer) => answer.status))} (${shown.join('; ')})`,
  )

  const chosen = await fetch(new URL('/agb?lang=en', origin), { redirect: 'manual' })
  const cookie =
    chosen.headers.getSetCookie().find((header) => header.startsWith('i18n_redirected=')) ?? '(none)'
  lines.push(
    `the language cookie: ${/;\s*HttpOnly/i.test(cookie) ? 'HttpOnly' : 'readable by scripts'} (${cookie})`,
  )
  return lines.join('\n')
}
