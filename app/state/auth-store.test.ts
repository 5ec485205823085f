import { describe, expect, it } from 'vitest'
import { type SessionCustomer, type SessionRecord, sessionView } from '#core/sessions/rules.ts'
import { authFromSession, getAuthState, resetAuthState, setAuthState } from './auth-store.ts'

const session: SessionRecord = {
  id: 'x',
  customerId: 7,
  customerGeneration: 1,
  adminLogin: true,
  selectedShirtId: 12,
  deliveryCountryId: 2,
  lang: 'fr',
  lifetimeDays: 30,
  csrfToken: 't',
  choices: {},
  lastSeenAt: new Date(),
  expiresAt: new Date(),
}
const admin: SessionCustomer = {
  id: 7,
  email: 'a@b.de',
  firstName: 'A',
  lastName: 'B',
  newsletterSubscribed: false,
  role: 'admin',
  sessionGeneration: 1,
  disabledAt: null,
  blockedAt: null,
}

/** The auth state, read from the answer of GET /api/session.php. */
describe('authFromSession', () => {
  it.each([
    [
      'no answer yet',
      null,
      true,
      {
        loading: true,
        isAuth: false,
        userId: null,
        isAdmin: false,
        VAT: 19,
        priceFabricSamples: null,
        deliveryCountryId: null,
        countryId: null,
        countryCode: 'de',
        langId: 'de',
      },
    ],
    [
      'a guest without a delivery country',
      sessionView({ ...session, customerId: null, deliveryCountryId: null, lang: null }, null, 'en'),
      false,
      {
        loading: false,
        isAuth: false,
        userId: null,
        isAdmin: false,
        VAT: 19,
        priceFabricSamples: 2.9,
        deliveryCountryId: null,
        countryId: null,
        countryCode: 'de',
        langId: 'en',
      },
    ],
    [
      'an admin delivering to Austria',
      sessionView(session, admin, 'de'),
      false,
      {
        loading: false,
        isAuth: true,
        userId: 7,
        isAdmin: true,
        VAT: 20,
        priceFabricSamples: 2.93,
        deliveryCountryId: 2,
        countryId: 2,
        countryCode: 'at',
        langId: 'fr',
      },
    ],
  ])('%s', (_name, view, loading, expected) => {
    expect(authFromSession(view, loading)).toEqual(expected)
  })
})

describe('the store', () => {
  it('starts loading, takes partial updates and resets every field after a failed check or a logout', () => {
    expect(getAuthState()).toMatchObject({ loading: true, isAuth: false })
    setAuthState(authFromSession(sessionView(session, admin, 'de'), false))
    setAuthState({ VAT: 0, priceFabricSamples: 2.44 })
    expect(getAuthState()).toMatchObject({ isAuth: true, userId: 7, VAT: 0, priceFabricSamples: 2.44 })
    resetAuthState()
    expect(getAuthState()).toEqual(authFromSession(null, false))
    expect(getAuthState()).toMatchObject({
      loading: false,
      isAuth: false,
      userId: null,
      priceFabricSamples: null,
    })
  })
})
