import { describe, expect, it } from 'vitest'
import { chooseRequestLocale, refererLocale } from './locale.ts'

const origin = 'https://nadel-und-faden.de'

describe('chooseRequestLocale: page, then Referer, then session, then cookie, then German', () => {
  it.each([
    [
      'the page header beats everything',
      { page: 'fr', referer: `${origin}/en/warenkorb`, session: 'de', cookie: 'es' },
      'fr',
    ],
    ['the page header alone', { page: 'es' }, 'es'],
    ['the page header says German on a German page', { page: 'de', session: 'en', cookie: 'fr' }, 'de'],
    [
      'an unknown page header is ignored',
      { page: 'xx', referer: `${origin}/fr/hemdendesigner`, session: 'de' },
      'fr',
    ],
    [
      'the Referer beats a German session',
      { referer: `${origin}/fr/hemdendesigner`, session: 'de', cookie: 'de' },
      'fr',
    ],
    ['the Referer of the bare language root', { referer: `${origin}/en`, session: 'de' }, 'en'],
    ['the Referer with a query', { referer: `${origin}/es?lang=es`, session: 'de' }, 'es'],
    [
      'a German page as Referer says German',
      { referer: `${origin}/warenkorb`, session: 'en', cookie: 'fr' },
      'de',
    ],
    [
      'a Referer of another origin says nothing',
      { referer: 'https://example.com/fr/x', session: 'en' },
      'en',
    ],
    ['an API path as Referer says nothing', { referer: `${origin}/api/shirt.php`, session: 'es' }, 'es'],
    ['an unknown prefix says nothing', { referer: `${origin}/xx/seite`, cookie: 'fr' }, 'fr'],
    ['an unreadable Referer says nothing', { referer: 'not a url', session: 'en' }, 'en'],
    ['the session without page or Referer', { session: 'es', cookie: 'fr' }, 'es'],
    ['an unknown session language falls to the cookie', { session: 'xx', cookie: 'fr' }, 'fr'],
    ['the cookie alone', { cookie: 'en' }, 'en'],
    ['nothing at all is German', {}, 'de'],
    ['only unknown values is German', { page: 'EN', session: 'it', cookie: 'nl' }, 'de'],
  ])('%s', (_name, sources, expected) => {
    expect(chooseRequestLocale({ origin, ...sources })).toBe(expected)
  })

  it('answers a supported language for any input (invariant)', () => {
    for (const page of [undefined, null, '', 'de', 'fr', 'zz'])
      for (const session of [undefined, null, 'en', 'qq'])
        for (const cookie of [undefined, 'es', 'ab'])
          expect(['de', 'en', 'fr', 'es']).toContain(chooseRequestLocale({ origin, page, session, cookie }))
  })
})

describe('refererLocale', () => {
  it.each([
    [`${origin}/fr/warenkorb`, 'fr'],
    [`${origin}/en/`, 'en'],
    [`${origin}/`, 'de'],
    [`${origin}/kasse`, 'de'],
    [`${origin}/api/cart.php`, null],
    ['http://nadel-und-faden.de/fr/warenkorb', null],
    [undefined, null],
  ])('%s → %s', (referer, expected) => {
    expect(refererLocale(referer, origin)).toBe(expected)
  })
})
