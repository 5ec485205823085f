import { describe, expect, it } from 'vitest'
import { judgeOrigin } from './same-origin.ts'

const base = { allowedOrigins: ['https://shop.example'], csrfHeader: undefined, sessionCsrf: 'token-123' }

describe('judgeOrigin: state-changing requests only from the shop itself', () => {
  it.each([
    { method: 'GET', origin: 'https://evil.example', secFetchSite: 'cross-site', verdict: 'allow' },
    { method: 'POST', origin: 'https://shop.example', secFetchSite: undefined, verdict: 'allow' },
    { method: 'POST', origin: 'https://evil.example', secFetchSite: undefined, verdict: 'deny' },
    { method: 'POST', origin: 'null', secFetchSite: undefined, verdict: 'deny' },
    { method: 'POST', origin: undefined, secFetchSite: 'same-origin', verdict: 'allow' },
    { method: 'POST', origin: undefined, secFetchSite: 'none', verdict: 'allow' },
    { method: 'POST', origin: undefined, secFetchSite: 'same-site', verdict: 'deny' },
    { method: 'POST', origin: undefined, secFetchSite: 'cross-site', verdict: 'deny' },
    { method: 'DELETE', origin: 'https://evil.example', secFetchSite: 'cross-site', verdict: 'deny' },
    { method: 'POST', origin: undefined, secFetchSite: undefined, verdict: 'allow' },
  ] as const)('$method from $origin ($secFetchSite) → $verdict', ({ verdict, ...input }) => {
    expect(judgeOrigin({ ...base, ...input })).toBe(verdict)
  })

  it.each([
    ['token-123', 'allow'],
    ['token-124', 'deny'],
    ['', 'deny'],
  ])('a cross-site POST with CSRF token %j → %s', (csrfHeader, verdict) => {
    expect(
      judgeOrigin({
        ...base,
        method: 'POST',
        origin: 'https://evil.example',
        secFetchSite: 'cross-site',
        csrfHeader,
      }),
    ).toBe(verdict)
  })
})
