import { describe, expect, it } from 'vitest'
import { checkNavigation, safeRedirectPath, sameShopPath } from './safe-navigation.ts'

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
    ['/／/evil.com', '/%EF%BC%8F/evil.com'],
    ['/。evil.com', '/%E3%80%82evil.com'],
    ['/\u000B/evil.com', '/'],
    ['/\t/evil.com', '/'],
    ['/\n/evil.com', '/'],
    ['/.//evil.com', '/'],
    ['/./\\evil.com', '/'],
    ['/stoffe?q=Grün#liste', '/stoffe?q=Gr%C3%BCn#liste'],
    [`/${'a'.repeat(500)}`, '/'],
  ])('%j → %s', (value, expected) => {
    expect(safeRedirectPath(value, '/')).toBe(expected)
  })
})

describe('sameShopPath', () => {
  const odd = [
    '/／/evil.com',
    '/。evil.com',
    '/\u3000/x',
    '/🧵',
    '/\ud800',
    '/a\u202eb',
    '/%00',
    '/Mu\u0308ller',
  ]

  it.each(odd)('%j: a path of this shop in the characters a Location header may carry', (value) => {
    const path = sameShopPath(value)
    expect(path).not.toBeNull()
    expect(path).toMatch(/^\/(?!\/)[\x21-\x7e]*$/)
    expect(new URL(path ?? '', 'https://shop.example').origin).toBe('https://shop.example')
  })
})
