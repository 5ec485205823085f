import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { locales } from '../../config/locales.ts'
import { serverOnlyNamespaces } from './i18n.ts'
import { compileMessage } from './message-format.ts'
import { allMessages } from './server.ts'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const result = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') result.set(path, value)
    else for (const [k, v] of flatten(value, path)) result.set(k, v)
  }
  return result
}

/** Placeholder names of an ICU message ({name}, {count, plural, ...}), without the plural branches. */
function placeholders(message: string): string[] {
  const pattern = /\{\s*([a-zA-Z]+)\s*(?:\}|,\s*(?:plural|select|selectordinal|number|date|time)\b)/g
  return [...message.matchAll(pattern)].map((match) => match[1] as string).sort()
}

const german = flatten(allMessages.de as unknown as Tree)

describe('interface texts of the four languages', () => {
  it.each(locales.filter((locale) => locale !== 'de'))('%s has exactly the German keys', (locale) => {
    const other = flatten(allMessages[locale] as unknown as Tree)
    expect([...other.keys()].sort()).toEqual([...german.keys()].sort())
  })

  it.each(locales)('%s: every text is valid message syntax the shop can format', (locale) => {
    for (const [key, value] of flatten(allMessages[locale] as unknown as Tree))
      expect(() => compileMessage(value, locale), key).not.toThrow()
  })

  it.each(locales)('%s has no empty text and keeps the placeholders', (locale) => {
    const messages = flatten(allMessages[locale] as unknown as Tree)
    for (const [key, value] of messages) {
      expect(value.trim(), key).not.toBe('')
      expect(placeholders(value), key).toEqual(placeholders(german.get(key) ?? ''))
    }
  })
})

/** Every script and module of the interface below app/, tests and server-only modules aside. */
function interfaceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return interfaceFiles(file)
    const browserCode = /\.tsx?$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name)
    return browserCode ? [file] : []
  })
}

describe('the texts the browser gets', () => {
  it('no screen uses a namespace that only the server renders (the browser’s copy leaves it out)', () => {
    const appDir = path.join(import.meta.dirname, '..')
    const used = new RegExp(`['"\`](?:${serverOnlyNamespaces.join('|')})\\.`)
    const offenders = interfaceFiles(appDir).filter((file) => used.test(fs.readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
