import { describe, expect, it } from 'vitest'
import { measuringReturnTarget, readMeasuringReturn, withMeasuringReturn } from './measuring-return.ts'

const read = (query: string) => readMeasuringReturn(new URLSearchParams(query))

describe('readMeasuringReturn', () => {
  it.each([
    ['the cart', 'zurueck=/cart&hemd=42', { path: '/cart', shirtId: 42 }],
    ['the English cart', 'zurueck=/en/cart', { path: '/cart', shirtId: null }],
    ['checkout', 'zurueck=/checkout', { path: '/checkout', shirtId: null }],
    ['the designer', 'zurueck=/hemdendesigner&hemd=7', { path: '/hemdendesigner', shirtId: 7 }],
    ["'Meine Hemden'", 'zurueck=/fr/meine-hemden&hemd=7', { path: '/meine-hemden', shirtId: 7 }],
    ['a team order', 'zurueck=/dashboard/team/12', { path: '/dashboard/team/12', shirtId: null }],
    ['a query on the path is dropped', 'zurueck=/cart?x=1', { path: '/cart', shirtId: null }],
    ['a malformed design is no design', 'zurueck=/cart&hemd=-3', { path: '/cart', shirtId: null }],
  ])('accepts %s', (_case, query, expected) => {
    expect(read(query)).toEqual(expected)
  })

  it.each([
    ['nothing', ''],
    ['another site', 'zurueck=https://evil.example/cart'],
    ['a protocol-relative address', 'zurueck=//evil.example/cart'],
    ['a backslash trick', 'zurueck=/\\evil.example/cart'],
    ['a script', 'zurueck=javascript:alert(1)'],
    ['a page of the shop not on the list', 'zurueck=/dashboard/settings'],
    ['a path that only begins like an allowed one', 'zurueck=/cartel'],
    ['a team order without id', 'zurueck=/dashboard/team/'],
    ['a relative path', 'zurueck=cart'],
    ['an encoded slash', 'zurueck=/%2F%2Fevil.example'],
  ])('refuses %s', (_case, query) => {
    expect(read(query)).toBeNull()
  })
})

describe('carrying and ending a return', () => {
  it('carries the return on to the next measuring page', () => {
    const back = { path: '/cart', shirtId: 42 }
    expect(withMeasuringReturn('/massnehmen/neu/koerpermasse', back)).toBe(
      '/massnehmen/neu/koerpermasse?zurueck=%2Fcart&hemd=42',
    )
    expect(withMeasuringReturn('/massnehmen/neu/standardgroessen?collar=41', back)).toBe(
      '/massnehmen/neu/standardgroessen?collar=41&zurueck=%2Fcart&hemd=42',
    )
    expect(withMeasuringReturn('/massnehmen/neu', null)).toBe('/massnehmen/neu')
    // What is carried reads back as the same return.
    const query = withMeasuringReturn('/x', back).split('?')[1]
    expect(readMeasuringReturn(new URLSearchParams(query))).toEqual(back)
  })

  it.each([
    [{ path: '/cart', shirtId: 42 }, 'de', '/cart?massprofil=9'],
    [{ path: '/cart', shirtId: null }, 'en', '/en/cart?massprofil=9'],
    [{ path: '/dashboard/team/12', shirtId: null }, 'fr', '/fr/dashboard/team/12?massprofil=9'],
    [{ path: '/meine-hemden', shirtId: 5 }, 'de', '/meine-hemden?massprofil=9&hemd=5'],
  ] as const)('ends at %o in %s', (back, locale, target) => {
    expect(measuringReturnTarget(back, 9, locale)).toBe(target)
  })
})
