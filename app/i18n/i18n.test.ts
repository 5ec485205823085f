import { describe, expect, it, vi } from 'vitest'
import { createI18n, type Messages, type TFunction, type TranslateOptions } from './i18n.ts'

const messages = { cart: { title: 'Warenkorb', count: '{n, plural, one {# Artikel} other {# Artikel}}' } }
const make = () => createI18n('de', messages as unknown as Messages)
/** This file's own tree has keys the German file has not: `t` without the key check. */
const loose = (t: TFunction) => t as unknown as (key: string, options?: TranslateOptions) => string

describe('createI18n', () => {
  it.each([
    ['a dotted key', 'cart.title', undefined, 'Warenkorb'],
    ['values', 'cart.count', { n: 3 }, '3 Artikel'],
    ['a missing key: the key itself', 'cart.nothing', undefined, 'cart.nothing'],
    ['a missing key with a default', 'cart.errors.X', { defaultValue: 'Fehler' }, 'Fehler'],
    ['a key that names a group: the key', 'cart', undefined, 'cart'],
  ])('%s', (_case, key, options, expected) => {
    expect(make().t(key, options)).toBe(expected)
  })

  it('adds texts of a later language and switches to it, telling subscribers once', () => {
    const i18n = make()
    const listener = vi.fn()
    i18n.subscribe(listener)
    i18n.addMessages('en', { cart: { title: 'Cart' } })
    expect(listener).not.toHaveBeenCalled()
    expect(i18n.has('cart.title', 'en')).toBe(true)
    i18n.changeLanguage('en')
    expect(listener).toHaveBeenCalledTimes(1)
    expect([i18n.language, loose(i18n.t)('cart.title'), loose(i18n.fixedT('de'))('cart.title')]).toEqual([
      'en',
      'Cart',
      'Warenkorb',
    ])
  })

  it('merges added texts into a group without losing its other keys, and never changes the given tree', () => {
    const i18n = make()
    loose(i18n.t)('cart.title')
    i18n.addMessages('de', { cart: { title: 'Korb' }, admin: { brand: 'Werkstatt' } })
    expect([
      loose(i18n.t)('cart.title'),
      loose(i18n.t)('cart.count', { n: 1 }),
      loose(i18n.t)('admin.brand'),
    ]).toEqual(['Korb', '1 Artikel', 'Werkstatt'])
    expect(messages.cart.title).toBe('Warenkorb')
  })

  it('keeps the identity of a language’s t (effects that list it run once)', () => {
    const i18n = make()
    expect(i18n.fixedT('de')).toBe(i18n.fixedT('de'))
  })
})
