import { describe, expect, it } from 'vitest'
import { type CartAnswer, createCartStore } from './cart-store.ts'

function harness(answers: (() => { ok: boolean; body: CartAnswer | null })[]) {
  const events: string[] = []
  const sleeps: number[] = []
  const calls: Record<string, unknown>[] = []
  const stored = new Map<string, string>()
  let clock = 10_000
  const store = createCartStore({
    async post(body) {
      calls.push(body)
      const next = answers.shift()
      if (!next) throw new Error('network down')
      return next()
    },
    emit: (event) => events.push(event),
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
    now: () => clock,
    sleep: async (ms) => void sleeps.push(ms),
  })
  return { store, events, sleeps, calls, stored, tick: (ms: number) => (clock += ms) }
}

const cart = (total: number) => ({ items: [], total: { totalBrutto: total } }) as never
const ok = (body: CartAnswer) => () => ({ ok: true, body: { success: true, ...body } })

describe('fetchCart', () => {
  it.each([
    [
      'empty cart',
      [ok({ message: 'No items in the cart', notice: 'CART_EMPTY', data: cart(0) })],
      ['cart-emptied', 'cart-data-updated'],
      0,
    ],
    ['changed cart', [ok({ message: 'OK', data: cart(5) })], ['cart-data-updated', 'cart-updated'], 0],
    [
      'VAT retries twice then warns',
      [
        ok({ message: 'Multiple VAT rates found', notice: 'VAT_REPRICED', data: cart(5) }),
        ok({ message: 'Multiple VAT rates found', notice: 'VAT_REPRICED', data: cart(5) }),
        ok({ message: 'Multiple VAT rates found', notice: 'VAT_REPRICED', data: cart(5) }),
      ],
      ['cart-data-updated', 'cart-updated'],
      2,
    ],
    [
      'one retry after an error',
      [
        () => ({ ok: false, body: { success: false, message: 'kaputt' } }),
        ok({ message: 'OK', data: cart(1) }),
      ],
      ['cart-error', 'cart-data-updated', 'cart-updated'],
      1,
    ],
  ])('%s', async (_name, answers, events, sleeps) => {
    const h = harness(answers)
    await h.store.fetchCart()
    expect(h.events).toEqual(events)
    expect(h.sleeps).toEqual(Array(sleeps).fill(1000))
    expect(h.store.getState().status).toBe('idle')
  })

  it('reads the notice, never the message text', async () => {
    const h = harness([ok({ message: 'No items in the cart', data: cart(5) })])
    await h.store.fetchCart()
    expect(h.events).toEqual(['cart-data-updated', 'cart-updated'])
  })

  it('keeps the warning as its notice after the VAT retries (the page says it in four languages)', async () => {
    const h = harness([
      ok({ message: 'Multiple VAT rates found', notice: 'VAT_REPRICED', data: cart(5) }),
      ok({ message: 'OK', data: cart(5) }),
    ])
    await h.store.fetchCart()
    expect(h.store.getState().warning).toBe('VAT_REPRICED')
  })

  it('keeps a reason, not a text, after two failures', async () => {
    const h = harness([() => ({ ok: false, body: null }), () => ({ ok: false, body: null })])
    await h.store.fetchCart()
    expect(h.store.getState().error).toBe('LOAD_FAILED')
    const down = harness([])
    await down.store.fetchCart()
    expect(down.store.getState().error).toBe('NO_ANSWER')
    expect(down.events).toEqual(['cart-error', 'cart-error'])
  })

  it('emits nothing for an unchanged answer', async () => {
    const h = harness([ok({ message: 'OK', data: cart(5) }), ok({ message: 'OK', data: cart(5) })])
    await h.store.fetchCart()
    await h.store.fetchCart()
    expect(h.events).toEqual(['cart-data-updated', 'cart-updated'])
  })
})

describe('acceptCount', () => {
  it('takes a count sent with the session: stored, announced, and no request within 2 s', async () => {
    const h = harness([ok({ num: 5 })])
    h.store.acceptCount(0, h.tick(0))
    expect(h.events).toEqual([])
    h.store.acceptCount(2, h.tick(1))
    expect(h.stored.get('cartItemCount')).toBe('2')
    expect(h.store.getState().count).toBe(2)
    expect(h.events).toEqual(['count-updated'])
    h.tick(1500)
    expect(await h.store.refreshCount()).toBe(2)
    expect(h.calls).toHaveLength(0)
    expect(await h.store.refreshCount(true)).toBe(5)
  })

  it('a refresh sent before it and answering after it does not overwrite it', async () => {
    let answerOld: (answer: { ok: boolean; body: CartAnswer | null }) => void = () => undefined
    const h = harness([() => new Promise((resolve) => (answerOld = resolve)) as never])
    const old = h.store.refreshCount()
    h.store.acceptCount(3, h.tick(1))
    answerOld({ ok: true, body: { success: true, num: 1 } as CartAnswer })
    expect(await old).toBe(3)
    expect(h.stored.get('cartItemCount')).toBe('3')
  })

  it("is left out while an add's forced refresh is on its way, even when asked after it", async () => {
    let answerAdd: (answer: { ok: boolean; body: CartAnswer | null }) => void = () => undefined
    const h = harness([() => new Promise((resolve) => (answerAdd = resolve)) as never])
    h.tick(10)
    const add = h.store.refreshCount(true)
    // The session's answer, asked after the add's refresh started, read the cart before the add.
    h.store.acceptCount(1, h.tick(5))
    answerAdd({ ok: true, body: { success: true, num: 2 } as CartAnswer })
    expect(await add).toBe(2)
    expect(h.store.getState().count).toBe(2)
    expect(h.stored.get('cartItemCount')).toBe('2')
  })

  it('is left out when a refresh was asked after it: an add answered before the session', async () => {
    const h = harness([ok({ num: 1 })])
    const askedAt = h.tick(1)
    h.tick(10)
    expect(await h.store.refreshCount(true)).toBe(1)
    h.store.acceptCount(0, askedAt)
    expect(h.store.getState().count).toBe(1)
    expect(h.stored.get('cartItemCount')).toBe('1')
  })
})

describe('refreshCount', () => {
  it('throttles to 2 s unless forced, stores the count and announces changes', async () => {
    const h = harness([ok({ num: 2 }), ok({ num: 3 }), ok({ num: 0 })])
    expect(await h.store.refreshCount()).toBe(2)
    expect(h.stored.get('cartItemCount')).toBe('2')
    h.tick(1500)
    expect(await h.store.refreshCount()).toBe(2)
    expect(h.calls).toHaveLength(1)
    expect(await h.store.refreshCount(true)).toBe(3)
    h.tick(2000)
    expect(await h.store.refreshCount()).toBe(0)
    expect(h.events).toEqual(['count-updated', 'count-updated', 'count-updated', 'cart-emptied'])
  })
  it('resets to 0 and removes the stored value on failure', async () => {
    const h = harness([ok({ num: 4 })])
    await h.store.refreshCount()
    h.tick(5000)
    expect(await h.store.refreshCount()).toBe(0)
    expect(h.stored.has('cartItemCount')).toBe(false)
  })
  it('an older count answering last does not overwrite a newer one', async () => {
    // The page's start-up count (0) is still on its way when an add's forced count (1) answers.
    let answerStartup: (answer: { ok: boolean; body: CartAnswer | null }) => void = () => undefined
    const h = harness([() => new Promise((resolve) => (answerStartup = resolve)) as never, ok({ num: 1 })])
    const startup = h.store.refreshCount()
    expect(await h.store.refreshCount(true)).toBe(1)
    answerStartup({ ok: true, body: { success: true, num: 0 } as CartAnswer })
    expect(await startup).toBe(1)
    expect(h.store.getState().count).toBe(1)
    expect(h.stored.get('cartItemCount')).toBe('1')
  })
})
