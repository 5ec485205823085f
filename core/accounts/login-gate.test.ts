import { describe, expect, it } from 'vitest'
import { limits } from '../limits/rules.ts'
import { gateLogin, type LoginGateInput, loginDelay, proofDelaySeconds } from './login-gate.ts'

const free = limits.loginAccount.points
const now = new Date('2026-11-30T10:00:00Z')
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000)
const input = (overrides: Partial<LoginGateInput>): LoginGateInput => ({
  attempts: 1,
  freeAttempts: free,
  addressExceeded: false,
  proofIssuedAt: null,
  now,
  ...overrides,
})

describe('the delay before a proof is accepted', () => {
  it.each([
    [1, 0],
    [5, 0],
    // The first attempt beyond the free ones is asked for a proof; a proof it already brings waits for nothing.
    [6, 0],
    [7, 1],
    [8, 2],
    [9, 4],
    [10, 8],
    [11, 16],
    [12, 30],
    [13, 30],
    [1000, 30],
    [Number.MAX_SAFE_INTEGER, 30],
  ])('attempt %i of an account with 5 free: %i s', (attempts, seconds) => {
    expect(proofDelaySeconds(attempts, free)).toBe(seconds)
  })

  it('grows, never shrinks, and never exceeds the cap', () => {
    let last = 0
    for (let attempts = 1; attempts <= 200; attempts++) {
      const delay = proofDelaySeconds(attempts, free)
      expect(delay).toBeGreaterThanOrEqual(last)
      expect(delay).toBeLessThanOrEqual(loginDelay.maxSeconds)
      last = delay
    }
  })

  it('counts from the free attempts of the counter (a known device has 10)', () => {
    expect(proofDelaySeconds(11, limits.loginDevice.points)).toBe(0)
    expect(proofDelaySeconds(12, limits.loginDevice.points)).toBe(1)
  })
})

describe('what a login attempt must bring', () => {
  it.each<[string, Partial<LoginGateInput>, ReturnType<typeof gateLogin>]>([
    ['the first attempt', { attempts: 1 }, { kind: 'open' }],
    ['the last free attempt', { attempts: 5 }, { kind: 'open' }],
    [
      'a free attempt that brings a proof anyway (not spent)',
      { attempts: 3, proofIssuedAt: now },
      { kind: 'open' },
    ],
    ['the first attempt beyond the free ones', { attempts: 6 }, { kind: 'askProof', nextDelaySeconds: 1 }],
    ['an attempt under heavy guessing', { attempts: 500 }, { kind: 'askProof', nextDelaySeconds: 30 }],
    [
      'a free attempt from an address past its own limit',
      { attempts: 2, addressExceeded: true },
      { kind: 'askProof', nextDelaySeconds: 0 },
    ],
    [
      'a proof from an address past its limit, within the free attempts: no delay',
      { attempts: 2, addressExceeded: true, proofIssuedAt: now },
      { kind: 'verifyProof', nextDelaySeconds: 0 },
    ],
    [
      'a proof on the first attempt beyond: no delay',
      { attempts: 6, proofIssuedAt: now },
      { kind: 'verifyProof', nextDelaySeconds: 1 },
    ],
    [
      'a proof one second too early',
      { attempts: 8, proofIssuedAt: secondsAgo(1) },
      { kind: 'wait', retryAfterSeconds: 1 },
    ],
    [
      'a proof just old enough',
      { attempts: 8, proofIssuedAt: secondsAgo(2) },
      { kind: 'verifyProof', nextDelaySeconds: 4 },
    ],
    [
      'a fresh proof under heavy guessing',
      { attempts: 500, proofIssuedAt: now },
      { kind: 'wait', retryAfterSeconds: 30 },
    ],
    [
      'a proof 29.5 s old under heavy guessing (rounded up)',
      { attempts: 500, proofIssuedAt: secondsAgo(29.5) },
      { kind: 'wait', retryAfterSeconds: 1 },
    ],
    [
      'a proof 30 s old under heavy guessing',
      { attempts: 500, proofIssuedAt: secondsAgo(30) },
      { kind: 'verifyProof', nextDelaySeconds: 30 },
    ],
    [
      'a proof whose challenge claims to come from the future',
      { attempts: 6, proofIssuedAt: new Date(now.getTime() + 60_000) },
      { kind: 'wait', retryAfterSeconds: 60 },
    ],
  ])('%s', (_label, overrides, expected) => {
    expect(gateLogin(input(overrides))).toEqual(expected)
  })

  it('accepts the owner’s proof at most 30 s after its challenge, however many attempts strangers make', () => {
    const issuedAt = secondsAgo(loginDelay.maxSeconds)
    for (const attempts of [6, 7, 12, 100, 10_000, 1_000_000]) {
      expect(gateLogin(input({ attempts, proofIssuedAt: issuedAt })).kind).toBe('verifyProof')
    }
  })

  it('never answers with a wait longer than the cap for a proof issued now or earlier', () => {
    for (let attempts = 1; attempts <= 100; attempts++) {
      const gate = gateLogin(input({ attempts, proofIssuedAt: now }))
      if (gate.kind === 'wait') expect(gate.retryAfterSeconds).toBeLessThanOrEqual(loginDelay.maxSeconds)
    }
  })
})
