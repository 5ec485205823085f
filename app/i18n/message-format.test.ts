import { describe, expect, it } from 'vitest'
import { compileMessage, MessageSyntaxError } from './message-format.ts'

const cart = '{count, plural, =0 {Warenkorb, leer} one {Warenkorb, # Artikel} other {Warenkorb, # Artikel}}'

describe('compileMessage', () => {
  it.each([
    ['plain text', 'Stoffe', 'de', undefined, 'Stoffe'],
    ['a value', 'Seite {page}', 'de', { page: 3 }, 'Seite 3'],
    ['a string value as given', 'Für {name}', 'de', { name: 'Anna {x}' }, 'Für Anna {x}'],
    ['a value with spaces in the braces', 'Für { name }', 'de', { name: 'Anna' }, 'Für Anna'],
    ['plural: exact match first', cart, 'de', { count: 0 }, 'Warenkorb, leer'],
    ['plural: one', cart, 'de', { count: 1 }, 'Warenkorb, 1 Artikel'],
    ['plural: # formatted in the locale', cart, 'de', { count: 1234 }, 'Warenkorb, 1.234 Artikel'],
    ['plural: English grouping', cart, 'en', { count: 1234 }, 'Warenkorb, 1,234 Artikel'],
    [
      'plural: French rules (0 is one)',
      '{n, plural, one {# pièce} other {# pièces}}',
      'fr',
      { n: 0 },
      '0 pièce',
    ],
    [
      'select: a branch',
      'Schnitt {fit, select, slim {Slim} other {Regular}}',
      'de',
      { fit: 'slim' },
      'Schnitt Slim',
    ],
    [
      'select: other',
      'Schnitt {fit, select, slim {Slim} other {Regular}}',
      'de',
      { fit: 'x' },
      'Schnitt Regular',
    ],
    [
      'nested value in a branch',
      '{n, plural, one {# für {name}} other {# für {name}}}',
      'de',
      { n: 2, name: 'Jo' },
      '2 für Jo',
    ],
    ['an apostrophe in English text', "We'll send it", 'en', undefined, "We'll send it"],
    ['a doubled apostrophe', "It''s {x}", 'en', { x: 'ok' }, "It's ok"],
    ['a quoted brace', "Use '{name}' literally", 'en', { name: 'x' }, 'Use {name} literally'],
    ['# outside a plural is text', 'Nr. #{n}', 'de', { n: 5 }, 'Nr. #5'],
    ['a missing value leaves the text as written', 'Seite {page}', 'de', {}, 'Seite {page}'],
    ['no values at all leave it as written', cart, 'de', undefined, cart],
    [
      'angle brackets are text',
      'Von: {name} <{email}>',
      'de',
      { name: 'A', email: 'a@b.de' },
      'Von: A <a@b.de>',
    ],
  ])('%s', (_case, text, locale, values, expected) => {
    expect(compileMessage(text, locale)(values)).toBe(expected)
  })

  it.each([
    ['an unclosed argument', 'Seite {page'],
    ['a stray closing brace', 'Seite }'],
    ['an unsupported type', '{n, number}'],
    ['a plural without other', '{n, plural, one {x}}'],
  ])('refuses %s when compiling', (_case, text) => {
    expect(() => compileMessage(text, 'de')).toThrow(MessageSyntaxError)
  })
})
