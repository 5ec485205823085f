import { describe, expect, it } from 'vitest'
import {
  inCooldown,
  isSubscribed,
  type PopupDecision,
  parseDecision,
  popupAllowedOn,
  popupCooldownMs,
  popupStarts,
  popupWaits,
  remainingDelay,
  serializeDecision,
} from './popup-rules.ts'

const now = Date.UTC(2026, 10, 22, 9, 0, 0)
const day = 24 * 60 * 60 * 1000

describe('parseDecision', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['null', null],
    ['42', null],
    ['{"reason":"close"}', null],
    ['{"at":"yesterday","reason":"close"}', null],
    ['{"at":1,"reason":"maybe"}', null],
    ['{"at":1e999,"reason":"close"}', null],
    ['{"at":1,"reason":"close"}', { at: 1, reason: 'close' }],
    ['{"at":5,"reason":"subscribed","extra":true}', { at: 5, reason: 'subscribed' }],
  ])('%j → %j', (raw, expected) => {
    expect(parseDecision(raw)).toEqual(expected)
  })

  it.each(['cta', 'close', 'escape', 'backdrop', 'subscribed'] as const)(
    'round-trips reason %s',
    (reason) => {
      const decision: PopupDecision = { at: now, reason }
      expect(parseDecision(serializeDecision(decision))).toEqual(decision)
    },
  )
})

describe('inCooldown (7 days under newsletter_popup_v1)', () => {
  it.each([
    ['no decision', null, false],
    ['decided just now', { at: now, reason: 'close' }, true],
    ['decided 6 days ago', { at: now - 6 * day, reason: 'escape' }, true],
    ['1 ms before the 7 days are over', { at: now - popupCooldownMs + 1, reason: 'backdrop' }, true],
    ['exactly 7 days ago', { at: now - popupCooldownMs, reason: 'cta' }, false],
    ['8 days ago', { at: now - 8 * day, reason: 'close' }, false],
    ['subscribed yesterday', { at: now - day, reason: 'subscribed' }, true],
    ['dated 1 day ahead (clock skew)', { at: now + day, reason: 'close' }, true],
    ['dated a year ahead (a wrong clock)', { at: now + 365 * day, reason: 'close' }, false],
  ] as const)('%s → %s', (_name, decision, expected) => {
    expect(inCooldown(decision, now)).toBe(expected)
  })
})

describe('popupAllowedOn', () => {
  it.each([
    ['/', true],
    ['/stoffe', true],
    ['/en', true],
    ['/en/stoffe', true],
    ['/newsletter', false],
    ['/en/newsletter', false],
    ['/fr/newsletter', false],
    ['/checkout', false],
    ['/es/checkout/anything', false],
    ['/cart', false],
    ['/fr/cart', false],
    ['/checkout-success', false],
    ['/order/completed', false],
    ['/cartes', true],
    ['/newsletter-archiv', true],
    ['/enfant/newsletter', true],
  ])('%s → %s', (path, expected) => {
    expect(popupAllowedOn(path)).toBe(expected)
  })
})

describe('popupStarts', () => {
  it.each([
    ['first visit on the home page', null, '/', true],
    ['first visit on the newsletter page', null, '/newsletter', false],
    ['closed 2 days ago', { at: now - 2 * day, reason: 'close' }, '/', false],
    ['closed 10 days ago', { at: now - 10 * day, reason: 'close' }, '/', true],
    ['subscribed 3 days ago', { at: now - 3 * day, reason: 'subscribed' }, '/stoffe', false],
  ] as const)('%s → %s', (_name, decision, path, expected) => {
    expect(popupStarts(decision, now, path)).toBe(expected)
  })
})

describe('remainingDelay (counted from the page load)', () => {
  it.each([
    [40_000, 0, 40_000],
    [40_000, 1_500, 38_500],
    [10_000, 9_999, 1],
    [10_000, 10_000, 0],
    [10_000, 60_000, 0],
  ])('delay %i, %i ms since load → %i', (delay, since, expected) => {
    expect(remainingDelay(delay, since)).toBe(expected)
  })
})

describe('isSubscribed (answer of GET /api/session.php)', () => {
  it.each([
    [{ success: true, data: { authenticated: true, customer: { newsletterSubscribed: 1 } } }, true],
    [{ success: true, data: { authenticated: true, customer: { newsletterSubscribed: 0 } } }, false],
    [{ success: true, data: { authenticated: false } }, false],
    [{ success: true, data: { customer: { newsletterSubscribed: '1' } } }, false],
    [{ success: false }, false],
    [null, false],
    ['garbage', false],
  ])('%j → %s', (answer, expected) => {
    expect(isSubscribed(answer)).toBe(expected)
  })
})

describe('popupWaits (never interrupts)', () => {
  const calm = { pathname: '/stoffe', dialogOpen: false, typing: false, msSinceActivity: 0 }
  it.each([
    ['a calm visitor on a content page', calm, false],
    ['another dialog is open', { ...calm, dialogOpen: true }, true],
    ['the visitor is typing', { ...calm, typing: true }, true],
    ['busy in the designer', { ...calm, pathname: '/hemdendesigner', msSinceActivity: 3_000 }, true],
    [
      'busy in the French designer',
      { ...calm, pathname: '/fr/hemdendesigner', msSinceActivity: 14_000 },
      true,
    ],
    ['idle in the designer', { ...calm, pathname: '/hemdendesigner', msSinceActivity: 15_000 }, false],
  ] as const)('%s → waits: %s', (_name, activity, expected) => {
    expect(popupWaits(activity)).toBe(expected)
  })
})
