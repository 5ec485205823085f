/**
 * 'Maße angeben' from the cart: the shirt waiting for a profile is kept for the browser session,
 * so that the wizard, once the new profile is saved, assigns it and goes back to the cart.
 */
export const cartReturnKey = 'nf-measure-for-shirt'

type ReturnStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function rememberCartShirt(storage: ReturnStorage, shirtId: number) {
  try {
    storage.setItem(cartReturnKey, String(shirtId))
  } catch {
    // Without storage the wizard ends on the profile list, as before.
  }
}

/** The waiting shirt, once: reading it forgets it. */
export function takeCartShirt(storage: ReturnStorage): number | null {
  try {
    const value = Number(storage.getItem(cartReturnKey))
    storage.removeItem(cartReturnKey)
    return Number.isInteger(value) && value > 0 ? value : null
  } catch {
    return null
  }
}
