import type { CartIntentName, CartItemInput } from './cart-intent.ts'

/**
 * The browser's half of the cart's form contract (app/cart/cart-intent.ts): the fields a form or a
 * fetcher sends. Kept apart from the zod schema so that a page with a cart form does not load zod
 * before its first screen: the schema is needed only where a post is read or checked.
 */

/** The hidden fields of an item (name, value), for an `add` or `undo-remove` form. */
export function cartItemFields(item: CartItemInput): [string, string][] {
  return Object.entries(item).flatMap(([name, value]): [string, string][] =>
    Array.isArray(value)
      ? value.map((entry): [string, string] => [name, String(entry)])
      : value === undefined
        ? []
        : [[name, String(value)]],
  )
}

/** An intent with its fields as FormData, for a fetcher's `submit` (the toast's undo). */
export function cartFormData(intent: CartIntentName, fields: [string, string][]) {
  const form = new FormData()
  form.set('intent', intent)
  for (const [name, value] of fields) form.append(name, value)
  return form
}
