import { describe, expect, it } from 'vitest'
import { acceptFields, acceptText, acceptTextTree } from './text.ts'

describe('acceptText: the one text rule', () => {
  it.each([
    ['NUL', 'Mus\u0000ter'],
    ['bell', '\u0007'],
    ['vertical tab', 'a\u000Bb'],
    ['form feed', 'a\u000Cb'],
    ['escape', '\u001b[31mred'],
    ['DEL', 'a\u007Fb'],
    ['C1 next line', 'a\u0085b'],
    ['C1 control', '\u009B31m'],
  ])('refuses %s', (_name, value) => {
    expect(acceptText(value)).toEqual({ ok: false, reason: 'CONTROL_CHARACTER' })
  })

  it.each([
    ['tab, line feed and carriage return', 'Erste Zeile\r\nZweite\tZeile', 'Erste Zeile\r\nZweite\tZeile'],
    ['a lone high surrogate', 'X\ud800', 'X\ufffd'],
    ['a lone low surrogate', '\udc00X', '\ufffdX'],
    ['two high surrogates', '\ud800\ud800', '\ufffd\ufffd'],
    ['a pair, reversed', '\udc00\ud800', '\ufffd\ufffd'],
    ['a surrogate pair', 'Faden 🧵', 'Faden 🧵'],
    ['a decomposed umlaut', 'Mu\u0308ller', 'Müller'],
    ['a decomposed accent', 'Jose\u0301', 'José'],
    ['the Angstrom sign', '\u212B', '\u00C5'],
    ['a fullwidth solidus, kept (NFC is not NFKC)', '／', '／'],
    ['a right-to-left override, kept', '\u202Eevil', '\u202Eevil'],
    ['a no-break space', 'a\u00A0b', 'a\u00A0b'],
    ['the empty text', '', ''],
  ])('keeps %s, normalised', (_name, value, kept) => {
    expect(acceptText(value)).toEqual({ ok: true, text: kept })
  })

  it('is idempotent: what it accepts passes unchanged a second time', () => {
    for (const value of ['X\ud800', 'Mu\u0308ller', 'a\u0301\u0327', '\ufb01', 'ü'.repeat(1000)]) {
      const once = acceptText(value)
      if (!once.ok) throw new Error(value)
      expect(acceptText(once.text)).toEqual(once)
    }
  })
})

describe('acceptTextTree: every string and key of a body', () => {
  it('normalises at any depth and keeps the shape and the other values', () => {
    const body = { action: 'save', address: { city: 'X\ud800', lines: ['Mu\u0308ller', 1, null, true] } }
    expect(acceptTextTree(body)).toEqual({
      ok: true,
      value: { action: 'save', address: { city: 'X\ufffd', lines: ['Müller', 1, null, true] } },
    })
  })

  it('names the first refused field by its path, a key as well as a value', () => {
    expect(acceptTextTree({ item: { message: ['ok', 'a\u0000'] } })).toEqual({
      ok: false,
      field: 'item.message.1',
      reason: 'CONTROL_CHARACTER',
    })
    expect(acceptTextTree({ ratings: { 'a\u0007': 1 } })).toEqual({
      ok: false,
      field: 'ratings.a\u0007',
      reason: 'CONTROL_CHARACTER',
    })
    expect(acceptTextTree('\u0000')).toEqual({ ok: false, field: 'body', reason: 'CONTROL_CHARACTER' })
  })

  it('normalises keys too: a record keyed by text stores what the rule made of it', () => {
    expect(acceptTextTree({ '\ud800': 'x' })).toEqual({ ok: true, value: { '\ufffd': 'x' } })
  })

  it('keeps a __proto__ key a plain field, as JSON.parse made it, without touching the prototype', () => {
    const verdict = acceptTextTree(JSON.parse('{"__proto__":{"isAdmin":true},"action":"list"}'))
    if (!verdict.ok) throw new Error('refused')
    const value = verdict.value as Record<string, unknown>
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(Object.keys(value)).toEqual(['__proto__', 'action'])
    expect((value as { isAdmin?: boolean }).isAdmin).toBeUndefined()
  })
})

describe('acceptFields: query strings and forms', () => {
  it('normalises names and texts, passes other values and says whether anything changed', () => {
    const file = { name: 'photo.png' }
    expect(
      acceptFields<typeof file>([
        ['q', 'Gru\u0308n'],
        ['files[]', file],
      ]),
    ).toEqual({
      ok: true,
      entries: [
        ['q', 'Grün'],
        ['files[]', file],
      ],
      changed: true,
    })
    expect(acceptFields([['q', 'Grün']])).toEqual({ ok: true, entries: [['q', 'Grün']], changed: false })
  })

  it('names the refused field', () => {
    expect(
      acceptFields([
        ['q', 'ok'],
        ['redirectTo', '/\u000B/evil.com'],
      ]),
    ).toEqual({
      ok: false,
      field: 'redirectTo',
      reason: 'CONTROL_CHARACTER',
    })
  })
})
