import { linkIn, waitForMail } from '../../tests/support/outbox.ts'
import { officeMeasure } from '../../tests/support/shop-data.ts'

/** Latencies and statuses per endpoint label, shared by all simulated customers. */
export class Stats {
  readonly byLabel = new Map<string, { ms: number[]; errors: number }>()
  readonly failures: string[] = []
  /** Answers by HTTP status (0: no answer, the connection failed). */
  readonly statuses = new Map<number, number>()
  /**
   * Every 4xx by step, status and reason (`code`/`reason` of the envelope). `after` marks those
   * that came after a failed step (5xx or no answer) of the same round: the consequence of that
   * failure (a cart line for a design whose measures did not save), not a refusal of their own.
   */
  readonly refusals = new Map<string, number>()
  refused(label: string, status: number, text: string, afterFailure: boolean) {
    let reason = ''
    try {
      const body = JSON.parse(text) as { code?: string; reason?: string; field?: string }
      reason = [body.code, body.reason, body.field].filter(Boolean).join(' ')
    } catch {
      reason = 'not JSON'
    }
    const key = `${label} | ${status} ${reason} | ${afterFailure ? 'yes' : 'no'}`
    this.refusals.set(key, (this.refusals.get(key) ?? 0) + 1)
  }
  record(label: string, ms: number, ok: boolean, detail: string) {
    const entry = this.byLabel.get(label) ?? { ms: [], errors: 0 }
    entry.ms.push(ms)
    if (!ok) {
      entry.errors++
      if (this.failures.length < 20) this.failures.push(`${label}: ${detail}`)
    }
    this.byLabel.set(label, entry)
  }
}

/** The refusals as a table (empty when there were none). */
export function refusalTable(stats: Stats): string {
  if (stats.refusals.size === 0) return ''
  const rows = [...stats.refusals].sort(([a], [b]) => a.localeCompare(b))
  return [
    '| step | status and reason | after a failed step of the same round | count |',
    '|---|---|---|---|',
    ...rows.map(([key, count]) => `| ${key} | ${count} |`),
  ].join('\n')
}

type Expected = (number | `${number} ${string}`)[]

function reasonOf(text: string) {
  try {
    return (JSON.parse(text) as { reason?: string }).reason ?? ''
  } catch {
    return ''
  }
}

/** What the shop told one customer: checked against the database afterwards. */
export type Told = {
  email: string
  orders: { orderId: number; number: string; totalBrutto: number; voucher: boolean }[]
  /** Each open design with the fabric the last acknowledged change gave it. */
  designs: Map<number, number>
  /** The cart's item count in the last answer about it. */
  cartItems: number
  /** Orders whose answer was cut (a crash): committed or not, the client cannot know. */
  uncertainOrders: number
}

export const voucherCode = 'DEMOTEST20'
const password = 'Last-Test-Passwort-7'
const billingAddress = {
  firstName: 'Lara',
  lastName: 'Last',
  street: 'Lastweg 1',
  postalCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
}

/**
 * A simulated customer with its own session: registers (the confirmation link comes from the
 * outbox in DATA_DIR), then browses, designs, saves a profile, fills the cart, tries the voucher
 * and checks out, until `until`. Expected refusals (the voucher already spent, the design limit)
 * count as answers, not errors; a 5xx or a network failure is an error.
 */
export class Customer {
  private cookie = ''
  /** A step of the current round failed (5xx or no answer): later 4xx may follow from it. */
  private roundFailed = false
  readonly told: Told
  private readonly url: string
  private readonly dataDir: string
  private readonly stats: Stats
  constructor(url: string, dataDir: string, stats: Stats, index: number) {
    this.url = url
    this.dataDir = dataDir
    this.stats = stats
    this.told = {
      email: `last-${Date.now()}-${index}@example.com`,
      orders: [],
      designs: new Map(),
      cartItems: 0,
      uncertainOrders: 0,
    }
  }

  /**
   * `expected`: statuses that are answers, not errors; -1 for any 4xx; `409 REASON` for a status
   * only with that reason (the stock running out under a long run is the shop's correct refusal).
   */
  private async request(label: string, path: string, init: RequestInit, expected: Expected = [200]) {
    const headers = new Headers(init.headers)
    if (this.cookie) headers.set('cookie', this.cookie)
    headers.set('origin', this.url)
    const started = performance.now()
    try {
      const response = await fetch(`${this.url}${path}`, { ...init, headers, redirect: 'manual' })
      const text = await response.text()
      this.stats.statuses.set(response.status, (this.stats.statuses.get(response.status) ?? 0) + 1)
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? ''
        if (pair.startsWith('nf_session=')) this.cookie = pair
      }
      const ok =
        expected.includes(response.status) ||
        (response.status < 500 && expected.includes(-1)) ||
        expected.includes(`${response.status} ${reasonOf(text)}`)
      this.stats.record(label, performance.now() - started, ok, `${response.status} ${text.slice(0, 120)}`)
      if (response.status >= 400 && response.status < 500)
        this.stats.refused(label, response.status, text, this.roundFailed)
      if (response.status >= 500) this.roundFailed = true
      return { status: response.status, text }
    } catch (error) {
      this.roundFailed = true
      this.stats.statuses.set(0, (this.stats.statuses.get(0) ?? 0) + 1)
      this.stats.record(label, performance.now() - started, false, String(error))
      return { status: 0, text: '' }
    }
  }

  private async post(label: string, path: string, body: unknown, expected: Expected = [200]) {
    const answer = await this.request(
      label,
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      expected,
    )
    try {
      // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely
      return { status: answer.status, body: JSON.parse(answer.text) as any }
    } catch {
      return { status: answer.status, body: {} }
    }
  }

  async register() {
    const { email } = this.told
    await this.post('account register', '/api/account.php', {
      action: 'register',
      email,
      password,
      firstName: 'Lara',
      lastName: 'Last',
    })
    const welcome = await waitForMail(this.dataDir, email, 'welcome', 30_000)
    const token = new URL(linkIn(welcome, '/login?confirm=')).searchParams.get('confirm')
    const confirmed = await this.post('account confirm', '/api/account.php', {
      action: 'confirmRegistration',
      token,
    })
    if (confirmed.status !== 200) throw new Error(`confirmation failed: ${JSON.stringify(confirmed.body)}`)
    const login = await this.post('account login', '/api/account.php', { action: 'login', email, password })
    if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`)
    const measure = await this.post('measures save', '/api/measures.php', {
      action: 'save',
      measure: officeMeasure,
    })
    return measure.body.measureId as number
  }

  /** One round through the shop; returns when the order is placed or refused. */
  async round(measureId: number, fabricIds: number[], productId: number, tryVoucher: boolean) {
    this.roundFailed = false
    await this.request('GET /', '/', {})
    await this.request('GET /stoffe', '/stoffe', {})
    // The fabrics still in stock: a long run sells the bolts it designs with.
    const listed = await this.post('catalog fabrics', '/api/catalog.php', {
      action: 'fabrics',
      page: 1,
      pageSize: 60,
      inStock: true,
    })
    const inStock = ((listed.body.fabrics ?? []) as { fabricId: number }[]).map((fabric) => fabric.fabricId)
    const chosen = fabricIds.map((id, index) =>
      inStock.length === 0 || inStock.includes(id) ? id : (inStock[(id + index) % inStock.length] as number),
    )
    const created = await this.post('shirt create', '/api/shirt.php', { action: 'create' }, [200, 409])
    const shirtId = created.body.shirtId as number | undefined
    if (!shirtId) return
    this.told.designs.set(shirtId, created.body.shirt?.fabricId ?? -1)
    for (const fabricId of chosen) {
      const changed = await this.post('shirt updateFabric', '/api/shirt.php', {
        action: 'updateFabric',
        shirtId,
        fabricId,
      })
      if (changed.status === 200) this.told.designs.set(shirtId, fabricId)
      // A cut answer: the change may or may not be committed; the design itself must stay.
      if (changed.status === 0) this.told.designs.set(shirtId, -1)
    }
    await this.post('shirt fetchSelected', '/api/shirt.php', { action: 'fetchSelected' })
    await this.post('shirt measures', '/api/shirt.php', { action: 'measures', shirtId, measureId })
    // Its fabric may have sold out since it was chosen (another customer's order): refused.
    await this.post('cart add', '/api/cart.php', { action: 'add', item: { type: 'shirt', shirtId } }, [
      200,
      '409 FABRIC_OUT_OF_STOCK',
    ])
    const cart = await this.post('cart add', '/api/cart.php', {
      action: 'add',
      item: { type: 'product', productId, amount: 1 },
    })
    this.told.cartItems = cart.body.data?.items?.length ?? this.told.cartItems
    let voucher = false
    if (tryVoucher) {
      // The demo voucher is single-use: one customer gets it, the others a 4xx refusal.
      const applied = await this.post(
        'cart applyVoucher',
        '/api/cart.php',
        { action: 'applyVoucher', code: voucherCode },
        [-1],
      )
      voucher = applied.status === 200
    }
    const summary = await this.post('checkout summary', '/api/checkout.php', { action: 'summary' })
    const methods = (summary.body.paymentMethods ?? []) as (string | { method?: string; id?: string })[]
    const names = methods.map((method) =>
      typeof method === 'string' ? method : (method.method ?? method.id),
    )
    const paymentMethod = names.includes('invoice')
      ? 'invoice'
      : names.includes('demo')
        ? 'demo'
        : 'prepayment'
    const placed = await this.post(
      'checkout placeOrder',
      '/api/checkout.php',
      { action: 'placeOrder', billingAddress, paymentMethod, acceptTerms: true },
      voucher ? [200, 409] : [200, '409 FABRIC_OUT_OF_STOCK'],
    )
    if (placed.status === 200) {
      this.told.orders.push({
        orderId: placed.body.orderId,
        number: placed.body.number,
        totalBrutto: placed.body.totalBrutto,
        voucher,
      })
      this.told.designs.delete(shirtId)
      this.told.cartItems = 0
    } else if (placed.status === 0 || placed.body.reason === 'REQUEST_TIMEOUT') {
      // No answer, or the deadline's 503 (the order may have committed before it): unknown.
      this.told.uncertainOrders++
      this.told.designs.set(shirtId, -1)
    } else if (placed.body.reason === 'FABRIC_OUT_OF_STOCK') {
      // The design's bolt sold out between cart and order: it leaves the cart (and stays a design).
      const line = ((cart.body.data?.items ?? []) as { itemId: string; shirtId?: number }[]).find(
        (item) => item.shirtId === shirtId,
      )
      if (line) {
        const removed = await this.post('cart remove', '/api/cart.php', {
          action: 'remove',
          itemId: line.itemId,
        })
        this.told.cartItems = removed.body.data?.items?.length ?? this.told.cartItems
      }
    } else if (voucher) {
      // Another customer's order spent the voucher first: take it out and order without.
      await this.post(
        'cart removeVoucher',
        '/api/cart.php',
        { action: 'removeVoucher', code: voucherCode },
        [-1],
      )
    }
    await this.post('orders list', '/api/orders.php', { action: 'list' })
  }
}
