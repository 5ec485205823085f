import type { CartIntentName } from './cart-intent.ts'

/** The hidden part of a cart form: its `intent` and fixed fields (app/cart/cart-intent.ts names them). */
export function CartFields({ intent, fields = [] }: { intent: CartIntentName; fields?: [string, string][] }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {fields.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a list field repeats its name; the order is fixed.
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
