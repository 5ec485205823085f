import { describe, expect, it } from 'vitest'
import {
  isLanguageSegment,
  languageRedirectTarget,
  localizePath,
  pageUrl,
  splitLocale,
} from './locale-path.ts'

describe('splitLocale', () => {
  it.each([
    ['/', 'de', '/'],
    ['/agb', 'de', '/agb'],
    ['/en', 'en', '/'],
    ['/en/agb', 'en', '/agb'],
    ['/fr/kragen/tab-kragen', 'fr', '/kragen/tab-kragen'],
    ['/es/', 'es', '/'],
    ['/de/agb', 'de', '/de/agb'],
    ['/it/agb', 'de', '/it/agb'],
    ['/english', 'de', '/english'],
  ])('%s → %s + %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })
})

describe('isLanguageSegment', () => {
  it.each([
    [undefined, true],
    ['en', true],
    ['fr', true],
    ['es', true],
    ['EN', true],
    ['de', false],
    ['DE', false],
    ['xx', false],
    ['stoffe', false],
    ['', false],
  ])('%s → %s', (segment, expected) => {
    expect(isLanguageSegment(segment)).toBe(expected)
  })
})

describe('localizePath', () => {
  it.each([
    ['/', 'de', '/'],
    ['/', 'en', '/en'],
    ['/agb', 'fr', '/fr/agb'],
    ['agb', 'es', '/es/agb'],
    ['/agb', 'de', '/agb'],
  ] as const)('%s in %s is %s', (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected)
  })
})

describe('languageRedirectTarget', () => {
  it.each([
    { pathname: '/agb', search: '', storedLocale: 'en', hostLocale: null, expected: '/en/agb' },
    { pathname: '/', search: '?a=1', storedLocale: 'fr', hostLocale: null, expected: '/fr?a=1' },
    { pathname: '/agb', search: '', storedLocale: 'de', hostLocale: 'en', expected: null },
    { pathname: '/agb', search: '', storedLocale: null, hostLocale: 'es', expected: '/es/agb' },
    { pathname: '/agb', search: '', storedLocale: 'xx', hostLocale: null, expected: null },
    { pathname: '/en/agb', search: '', storedLocale: 'fr', hostLocale: null, expected: null },
    { pathname: '/agb', search: '', storedLocale: null, hostLocale: null, expected: null },
  ] as const)(
    '$pathname with stored $storedLocale, host $hostLocale → $expected',
    ({ expected, ...input }) => {
      expect(languageRedirectTarget(input)).toBe(expected)
    },
  )
})

describe('pageUrl', () => {
  it.each([
    ['http://x/agb.data', '/agb'],
    ['http://x/_root.data', '/'],
    ['http://x/_.data?_routes=root', '/'],
    ['http://x/en/_.data', '/en/'],
    ['http://x/en.data?_routes=root', '/en'],
    ['http://x/agb', '/agb'],
  ])('%s serves %s', (url, path) => {
    const result = pageUrl(new Request(url))
    expect(result.pathname).toBe(path)
    expect(result.searchParams.has('_routes')).toBe(false)
  })
})
