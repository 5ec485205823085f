import { describe, expect, it } from 'vitest'
import { cartLimits } from '../cart/rules.ts'
import {
  fabricSamplesPrice,
  isAuthenticated,
  type SessionCustomer,
  type SessionRecord,
  sessionView,
} from './rules.ts'

const session: SessionRecord = {
  id: 'x',
  customerId: 7,
  customerGeneration: 2,
  adminLogin: true,
  selectedShirtId: 12,
  deliveryCountryId: 11,
  lang: 'fr',
  lifetimeDays: 30,
  csrfToken: 't',
  choices: {},
  lastSeenAt: new Date(),
  expiresAt: new Date(),
}
const customer: SessionCustomer = {
  id: 7,
  email: 'a@b.de',
  firstName: 'A',
  lastName: 'B',
  newsletterSubscribed: true,
  role: 'admin',
  sessionGeneration: 2,
  disabledAt: null,
  blockedAt: null,
}

describe('isAuthenticated', () => {
  it.each([
    ['the session of an enabled customer', session, customer, true],
    ['no customer', session, null, false],
    ['another customer', session, { ...customer, id: 8 }, false],
    ['a password changed since login', session, { ...customer, sessionGeneration: 3 }, false],
    ['a disabled account', session, { ...customer, disabledAt: new Date() }, false],
    ['a blocked account', session, { ...customer, blockedAt: new Date() }, false],
  ])('%s → %s', (_name, s, c, expected) => {
    expect(isAuthenticated(s, c)).toBe(expected)
  })
})

describe('sessionView', () => {
  it('names every field of docs/api.md for a customer', () => {
    expect(sessionView(session, customer, 'de')).toEqual({
      authenticated: true,
      custId: 7,
      adminLogin: true,
      selectedShirtId: 12,
      countryId: 11,
      countryCode: 'fr',
      langId: 'fr',
      VAT: 20,
      deliveryCountryId: 11,
      priceFabricSamples: 2.93,
      customer: { newsletterSubscribed: 1, firstName: 'A', lastName: 'B', email: 'a@b.de' },
    })
  })

  it('grants the admin flag only to admins', () => {
    expect(sessionView(session, { ...customer, role: 'customer' }, 'de').adminLogin).toBe(false)
  })

  it('shows a guest no customer and no country', () => {
    const view = sessionView(
      { ...session, customerId: null, deliveryCountryId: null, lang: null },
      null,
      'en',
    )
    expect(view).toMatchObject({
      authenticated: false,
      custId: null,
      adminLogin: false,
      countryId: null,
      VAT: null,
      langId: 'en',
      priceFabricSamples: 2.9,
    })
    expect(view).not.toHaveProperty('customer')
  })
})

describe('fabricSamplesPrice (auth state priceFabricSamples)', () => {
  it('is the German reference price of a sample set', () => {
    expect(cartLimits.samplesPriceCents).toBe(290)
  })

  it.each([
    ['no delivery country (Germany)', null, 2.9],
    ['Germany', 1, 2.9],
    ['Austria, 20 % VAT', 2, 2.93],
    ['Luxembourg, 17 % VAT', 18, 2.85],
    ['Switzerland, no VAT', 28, 2.44],
  ])('%s → %s €', (_name, deliveryCountryId, euro) => {
    expect(fabricSamplesPrice({ deliveryCountryId })).toBe(euro)
    expect(sessionView({ ...session, deliveryCountryId }, customer, 'de').priceFabricSamples).toBe(euro)
  })
})
