import { describe, expect, it } from 'vitest'
import { compileMessage } from '../i18n/message-format.ts'
import { adminMessages } from './messages.ts'

type Tree = { [key: string]: string | Tree }
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  )
const keys = (tree: Tree) => entries(tree).map(([key]) => key)

describe('back-office texts', () => {
  it('English has exactly the German keys, none empty', () => {
    expect(keys(adminMessages.en).sort()).toEqual(keys(adminMessages.de).sort())
    for (const locale of ['de', 'en'] as const) {
      const flat = JSON.stringify(adminMessages[locale])
      expect(flat).not.toContain('""')
    }
  })

  it.each(['de', 'en'] as const)('%s: every text is valid message syntax', (locale) => {
    for (const [key, text] of entries(adminMessages[locale]))
      expect(() => compileMessage(text, locale), key).not.toThrow()
  })
})
