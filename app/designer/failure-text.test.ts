import { describe, expect, it } from 'vitest'
import de from '../i18n/messages/de.json' with { type: 'json' }
import en from '../i18n/messages/en.json' with { type: 'json' }
import { type CallOutcome, explainedReasons, failureText } from './failure-text.ts'

const generic = 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'
const failures = (messages: typeof de) => messages.designer.failures as Record<string, string>
const t = (key: string) => failures(de)[key.replace('designer.failures.', '')] ?? `missing ${key}`

describe('failureText', () => {
  it.each<[string, CallOutcome, string]>([
    [
      'the 50-design limit says what happened and what to do',
      { success: false, message: 'shirt-create-limit', reason: 'SHIRT_CREATE_LIMIT' },
      failures(de).SHIRT_CREATE_LIMIT as string,
    ],
    [
      'a server word without a known reason',
      { success: false, message: 'shirt-create-limit' },
      'Löschen fehlgeschlagen',
    ],
    [
      'an English sentence of the server',
      { success: false, message: 'Stoff ausverkauft', reason: 'X' },
      'Löschen fehlgeschlagen',
    ],
    ['the server refuses without a message', { success: false }, 'Löschen fehlgeschlagen'],
    ['no answer came at all', null, generic],
  ])('%s', (_, outcome, expected) => {
    expect(failureText(outcome, 'Löschen fehlgeschlagen', generic, t)).toBe(expected)
  })

  it('the limit text tells to delete or order designs', () => {
    expect(failures(de).SHIRT_CREATE_LIMIT).toMatch(/50.*Löschen.*bestellen/s)
    expect(failures(en).SHIRT_CREATE_LIMIT).toMatch(/50.*Delete.*order/s)
  })

  it.each([...explainedReasons])('%s has a text', (reason) => {
    expect(failures(de)[reason]).toBeTruthy()
  })

  it('says a refusal named by its rule in the visitor’s language', () => {
    const said = (key: string) => `«${key}»`
    expect(
      failureText({ success: false, message: 'shirtId: …', reason: 'PACKAGE_MEMBER' }, 'x', generic, said),
    ).toBe('«designer.failures.PACKAGE_MEMBER»')
    // An unknown rule never shows the server's words: the call's own fallback.
    expect(failureText({ success: false, message: 'Stoff', reason: 'OTHER' }, 'x', generic, said)).toBe('x')
  })
})
