import { describe, expect, it } from 'vitest'
import { cartReturnKey, rememberCartShirt, takeCartShirt } from './cart-return.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

describe('the shirt waiting for a profile from the cart', () => {
  it('is given once, then forgotten', () => {
    const storage = memoryStorage()
    rememberCartShirt(storage, 42)
    expect(takeCartShirt(storage)).toBe(42)
    expect(takeCartShirt(storage)).toBeNull()
  })

  it.each(['', 'abc', '-3', '1.5', '0'])('ignores a stored %j', (raw) => {
    const storage = memoryStorage()
    storage.setItem(cartReturnKey, raw)
    expect(takeCartShirt(storage)).toBeNull()
  })
})
