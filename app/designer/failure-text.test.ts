import { describe, expect, it } from 'vitest'
import { type CallOutcome, failureText } from './failure-text.ts'

const generic = 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es erneut.'

describe('failureText', () => {
  it.each<[string, CallOutcome, string]>([
    ['the server names the problem', { success: false, message: 'Stoff ausverkauft' }, 'Stoff ausverkauft'],
    ['the server refuses without a message', { success: false }, 'Löschen fehlgeschlagen'],
    ['the server sends an empty message', { success: false, message: '' }, 'Löschen fehlgeschlagen'],
    ['no answer came at all', null, generic],
  ])('%s', (_, outcome, expected) => {
    expect(failureText(outcome, 'Löschen fehlgeschlagen', generic)).toBe(expected)
  })

  it('says a refusal named by its rule in the visitor’s language', () => {
    const said = (key: string) => `«${key}»`
    expect(
      failureText({ success: false, message: 'shirtId: …', reason: 'PACKAGE_MEMBER' }, 'x', generic, said),
    ).toBe('«myShirts.refused.PACKAGE_MEMBER»')
    expect(failureText({ success: false, message: 'Stoff', reason: 'OTHER' }, 'x', generic, said)).toBe(
      'Stoff',
    )
  })
})
