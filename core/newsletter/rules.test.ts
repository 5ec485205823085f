import { describe, expect, it } from 'vitest'
import { confirmLinkState, confirmLinkValidMs, resendAfterMs, subscribeStep } from './rules.ts'

const now = new Date('2026-11-22T09:00:00Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)

describe('subscribeStep', () => {
  it.each([
    ['new address', null, 'create'],
    [
      'already subscribed: nothing, and the same answer',
      { status: 'subscribed', lastMailAt: at(-1e9) },
      'none',
    ],
    ['pending, mail a minute ago', { status: 'pending', lastMailAt: at(-60_000) }, 'none'],
    ['pending, mail just under the pause', { status: 'pending', lastMailAt: at(-resendAfterMs + 1) }, 'none'],
    ['pending, pause over', { status: 'pending', lastMailAt: at(-resendAfterMs) }, 'request'],
    ['pending without a mail time', { status: 'pending', lastMailAt: null }, 'request'],
    ['unsubscribed earlier', { status: 'unsubscribed', lastMailAt: at(-60_000) }, 'request'],
  ] as const)('%s → %s', (_name, row, expected) => {
    expect(subscribeStep(row, now)).toBe(expected)
  })
})

describe('confirmLinkState', () => {
  it.each([
    ['no row', null, 'unknown'],
    ['pending, valid', { status: 'pending', confirmExpiresAt: at(confirmLinkValidMs) }, 'valid'],
    ['pending, expires this moment', { status: 'pending', confirmExpiresAt: now }, 'expired'],
    ['pending, expired', { status: 'pending', confirmExpiresAt: at(-1) }, 'expired'],
    ['pending without expiry', { status: 'pending', confirmExpiresAt: null }, 'expired'],
    ['already confirmed', { status: 'subscribed', confirmExpiresAt: at(-1) }, 'used'],
    ['withdrawn before confirming', { status: 'unsubscribed', confirmExpiresAt: at(1000) }, 'unknown'],
  ] as const)('%s → %s', (_name, row, expected) => {
    expect(confirmLinkState(row, now)).toBe(expected)
  })
})
