import type { CartView } from '#core/cart/cart.ts'
import type { CartNotice } from '#core/cart/texts.ts'
import { withPageLocale } from '../lib/http.ts'
import { cartCountKey } from './cart-count.ts'

/**
 * The cart's client behaviour, independent of React and the DOM so that its
 * rules can be tested: fetch with the empty / changed / VAT-retry / error-retry rules, and the
 * count with its 2 s throttle and storage under cartItemCount.
 */
export const cartConstants = {
  vatRetries: 2,
  errorRetries: 1,
  retryDelayMs: 1000,
  countThrottleMs: 2000,
} as const

export type CartEvent = 'cart-emptied' | 'cart-data-updated' | 'cart-updated' | 'count-updated' | 'cart-error'

export type CartAnswer = {
  success?: boolean
  message?: string
  reason?: string
  notice?: CartNotice
  data?: CartView
  num?: number
}

export type CartStoreDeps = {
  post: (body: Record<string, unknown>) => Promise<{ ok: boolean; body: CartAnswer | null }>
  emit: (event: CartEvent, detail?: unknown) => void
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  now: () => number
  sleep: (ms: number) => Promise<void>
}

export type CartState = {
  status: 'idle' | 'fetching'
  cart: CartView | null
  /** The reason of the last failed read (the page says it in the visitor's language). */
  error: string | null
  /**
   * 'VAT_REPRICED' once the VAT retries are used up: the page shows cart.vatWarning;
   * 'PRICE_CHANGED' when the shop changed a price since the cart was last shown: cart.priceChanged.
   */
  warning: CartNotice | null
  count: number
}

export function createCartStore(deps: CartStoreDeps) {
  let state: CartState = { status: 'idle', cart: null, error: null, warning: null, count: 0 }
  let lastJson = ''
  let lastCountAt = Number.NEGATIVE_INFINITY
  let countRefreshes = 0
  /** Forced refreshes (after a write) still waiting for their answer. */
  let forcedInFlight = 0
  const listeners = new Set<() => void>()

  const set = (patch: Partial<CartState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }

  /** Takes a cart answer of any action (list, add, update, …) and applies the events of section 4. */
  function accept(body: CartAnswer) {
    const data = body.data ?? null
    if (body.notice === 'CART_EMPTY') {
      lastJson = ''
      set({ cart: data, error: null })
      deps.emit('cart-emptied')
      deps.emit('cart-data-updated', data)
      return
    }
    const json = JSON.stringify(data)
    set({ cart: data, error: null })
    if (json !== lastJson) {
      lastJson = json
      deps.emit('cart-data-updated', data)
      deps.emit('cart-updated', data)
    }
  }

  async function fetchCart(attempt = { vat: 0, error: 0 }): Promise<void> {
    set({ status: 'fetching' })
    let answer: Awaited<ReturnType<CartStoreDeps['post']>> | null = null
    try {
      answer = await deps.post({ action: 'list' })
    } catch {
      answer = null
    }
    const body = answer?.body
    if (answer?.ok && body?.success) {
      if (body.notice === 'VAT_REPRICED') {
        accept(body)
        if (attempt.vat < cartConstants.vatRetries) {
          await deps.sleep(cartConstants.retryDelayMs)
          return fetchCart({ ...attempt, vat: attempt.vat + 1 })
        }
        set({ status: 'idle', warning: 'VAT_REPRICED' })
        return
      }
      accept(body)
      if (body.notice === 'PRICE_CHANGED') {
        set({ status: 'idle', warning: 'PRICE_CHANGED' })
        return
      }
      set({ status: 'idle', warning: attempt.vat > 0 ? 'VAT_REPRICED' : state.warning })
      return
    }
    const reason = body?.reason || (answer ? 'LOAD_FAILED' : 'NO_ANSWER')
    deps.emit('cart-error', reason)
    if (attempt.error < cartConstants.errorRetries) {
      await deps.sleep(cartConstants.retryDelayMs)
      return fetchCart({ ...attempt, error: attempt.error + 1 })
    }
    set({ status: 'idle', error: reason })
  }

  /**
   * Count refresh: skipped within 2 s of the last unless forced; failure resets to 0. Only the
   * newest refresh decides: an older one answering later (the page's start-up count arriving after
   * an add's) would show a count the cart no longer has.
   */
  async function refreshCount(force = false): Promise<number> {
    const now = deps.now()
    if (!force && now - lastCountAt < cartConstants.countThrottleMs) return state.count
    lastCountAt = now
    const asked = ++countRefreshes
    const previous = Number(deps.storage.getItem(cartCountKey) ?? state.count) || 0
    if (force) forcedInFlight++
    try {
      const answer = await deps.post({ action: 'num' }).finally(() => {
        if (force) forcedInFlight--
      })
      if (asked !== countRefreshes) return state.count
      const num = answer.body?.num
      if (!answer.ok || typeof num !== 'number') throw new Error('count failed')
      takeCount(num, previous)
      return num
    } catch {
      if (asked !== countRefreshes) return state.count
      deps.storage.removeItem(cartCountKey)
      set({ count: 0 })
      if (previous !== 0) deps.emit('count-updated', 0)
      return 0
    }
  }

  /** Any write: the answer carries the new cart; the count follows at once. */
  async function act(body: Record<string, unknown>): Promise<{ ok: boolean; reason?: string }> {
    let answer: Awaited<ReturnType<CartStoreDeps['post']>> | null = null
    try {
      answer = await deps.post(body)
    } catch {
      answer = null
    }
    if (answer?.ok && answer.body?.success) {
      accept(answer.body)
      await refreshCount(true)
      return { ok: true }
    }
    return { ok: false, reason: answer?.body?.reason ?? (answer ? 'LOAD_FAILED' : 'NO_ANSWER') }
  }

  function takeCount(num: number, previous: number) {
    deps.storage.setItem(cartCountKey, String(num))
    set({ count: num })
    if (num !== previous) {
      deps.emit('count-updated', num)
      if (num === 0) deps.emit('cart-emptied')
    }
  }

  /**
   * A count the server sent with another answer (the start-up's session.php), asked at `askedAt`:
   * taken as a refresh's answer, so the next unforced refresh within 2 s is skipped and an older one
   * still on its way cannot overwrite it. A refresh asked since then (an add's) knows better: the
   * count is then left to it.
   */
  function acceptCount(num: number, askedAt: number) {
    // A forced refresh answers a write (an add, a removal): its count is the newer one, even
    // when the session's answer, read on its way, comes in first.
    if (lastCountAt >= askedAt || forcedInFlight > 0) return
    lastCountAt = deps.now()
    countRefreshes++
    takeCount(num, Number(deps.storage.getItem(cartCountKey) ?? state.count) || 0)
  }

  /** A write answered elsewhere (the cart route's action): its cart is the store's, the count follows. */
  async function received(body: CartAnswer) {
    accept(body)
    await refreshCount(true)
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    fetchCart: () => fetchCart(),
    refreshCount,
    acceptCount,
    act,
    received,
    dismissWarning: () => set({ warning: null }),
  }
}

export type CartStore = ReturnType<typeof createCartStore>

let browserStore: CartStore | null = null

/** The one store of the page, talking to /api/cart.php?_ts= and announcing events on window. */
export function cartStore(): CartStore {
  if (browserStore) return browserStore
  browserStore = createCartStore({
    async post(body) {
      const response = await fetch(`/api/cart.php?_ts=${Date.now()}`, {
        method: 'POST',
        credentials: 'include',
        cache: 'no-store',
        headers: withPageLocale({ 'Content-Type': 'application/json' }),
        body: JSON.stringify(body),
      })
      let parsed: CartAnswer | null = null
      try {
        parsed = (await response.json()) as CartAnswer
      } catch {
        parsed = null
      }
      return { ok: response.ok, body: parsed }
    },
    emit: (event, detail) => window.dispatchEvent(new CustomEvent(event, { detail })),
    storage: window.localStorage,
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  })
  return browserStore
}

/**
 * Reads the count again after an add or remove (through cart.php num, not
 * throttled) and announces cart-updated for the views that show cart lines.
 */
export async function refreshCartCount() {
  await cartStore().refreshCount(true)
  window.dispatchEvent(new CustomEvent('cart-updated'))
}
