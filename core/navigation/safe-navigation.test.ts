import { describe, expect, it } from 'vitest'
import { checkNavigation, safeRedirectPath } from './safe-navigation.ts'

const origin = 'https://shop.example'

describe('checkNavigation', () => {
  it.each([
    ['javascript:alert(1)', false, 'protocol'],
    ['  JavaScript:alert(1)', false, 'protocol'],
    ['data:text/html,<script>', false, 'protocol'],
    ['vbscript:msgbox', false, 'protocol'],
    ['https://evil.example/', false, 'external'],
    ['//evil.example/x', false, 'external'],
    ['ftp://files.example/', false, 'protocol'],
  ])('%s is refused (%s)', (target, allowExternal, reason) => {
    expect(checkNavigation(target, origin, allowExternal)).toEqual({ ok: false, reason })
  })

  it.each([
    ['/agb', false],
    ['https://shop.example/cart', false],
    ['https://partner.example/', true],
    ['mailto:service@nadel-und-faden.de', true],
  ])('%s is allowed (external allowed: %s)', (target, allowExternal) => {
    expect(checkNavigation(target, origin, allowExternal).ok).toBe(true)
  })

  it('refuses javascript: even when external navigation is allowed', () => {
    expect(checkNavigation('javascript:void(0)', origin, true).ok).toBe(false)
  })
})

describe('safeRedirectPath', () => {
  it.each([
    ['/dashboard/orders', '/dashboard/orders'],
    ['/en/checkout?step=2', '/en/checkout?step=2'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    [null, '/'],
    ['', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectPath(value, '/')).toBe(expected)
  })
})
