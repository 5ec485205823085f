import { describe, expect, it } from 'vitest'
import { adminMessages } from './messages.ts'

type Tree = { [key: string]: string | Tree }
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  )

describe('back-office texts', () => {
  it('English has exactly the German keys, none empty', () => {
    expect(keys(adminMessages.en).sort()).toEqual(keys(adminMessages.de).sort())
    for (const locale of ['de', 'en'] as const) {
      const flat = JSON.stringify(adminMessages[locale])
      expect(flat).not.toContain('""')
    }
  })
})
