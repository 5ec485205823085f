import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { cartStore } from '../state/cart-store.ts'
import type { CartActionAnswer } from './cart-intent.ts'

/**
 * A fetcher for the cart's action (/cart) on a hydrated page: each answer once, after it arrived.
 * A success carries the new cart into the page's cart store (the header's count follows); `onAnswer`
 * says it to the visitor (toasts, a field's error). Without JavaScript the same forms post to the
 * action as plain forms, and the cart page renders its answer.
 */
export function useCartFetcher(onAnswer: (answer: CartActionAnswer) => void) {
  const fetcher = useFetcher<CartActionAnswer>()
  const seen = useRef<CartActionAnswer | null>(null)
  const handle = useRef(onAnswer)
  handle.current = onAnswer
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || seen.current === answer) return
    seen.current = answer
    if (answer.ok) void cartStore().received({ success: true, data: answer.data, notice: answer.notice })
    handle.current(answer)
  }, [fetcher.state, fetcher.data])
  return fetcher
}
