import { describe, expect, it } from 'vitest'
import {
  type CheckoutDraft,
  checkoutDraftKey,
  clearCheckoutDraft,
  readCheckoutDraft,
  writeCheckoutDraft,
} from './checkout-draft.ts'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  }
}

const address = {
  firstName: 'Erika',
  lastName: 'Muster',
  company: '',
  street: 'Hauptstraße 1',
  addition: '2. OG',
  postalCode: '10115',
  city: 'Berlin',
}
const draft: CheckoutDraft = {
  customerId: 7,
  billing: address,
  shipping: { ...address, street: '' },
  same: true,
  payment: 'paypal',
  needBy: '',
  saveAddress: true,
}

describe('checkout draft in the session', () => {
  it('gives back what was written, for the same customer', () => {
    const storage = memoryStorage()
    writeCheckoutDraft(storage, draft)
    expect(readCheckoutDraft(storage, 7)).toEqual(draft)
  })

  it("never gives one customer another's draft", () => {
    const storage = memoryStorage()
    writeCheckoutDraft(storage, draft)
    expect(readCheckoutDraft(storage, 8)).toBeNull()
  })

  it.each([['not json {'], ['{"customerId":7}'], ['null']])('ignores a broken draft %s', (raw) => {
    const storage = memoryStorage()
    storage.setItem(checkoutDraftKey, raw)
    expect(readCheckoutDraft(storage, 7)).toBeNull()
  })

  it('keeps nothing but the form fields (no card data) and is gone once cleared', () => {
    const storage = memoryStorage()
    writeCheckoutDraft(storage, { ...draft, cardNumber: '4111111111111111' } as CheckoutDraft)
    expect(storage.map.get(checkoutDraftKey)).not.toContain('4111')
    clearCheckoutDraft(storage)
    expect(readCheckoutDraft(storage, 7)).toBeNull()
  })
})
