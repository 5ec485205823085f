import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * An order changes state only through its transition table (core/orders/transitions.ts and
 * transitionOrder), and its states are listed once (db/schema/statuses.ts). Code elsewhere names
 * a state by property (`orderState.paid`), never by a literal: a literal state outside the tables
 * is a step or a rule that bypasses them. Vouchers have their own table.
 */
const root = path.resolve(import.meta.dirname, '../..')
const folders = ['core', 'db/queries', 'server', 'app']
const literal = /'(pending|paid|in_production|shipped|delivered|cancelled|refunded)'/g

/** Where the states may be spelled out: the tables and the schema (tests are exempt too). */
const tables = ['core/orders/transitions.ts', 'core/vouchers/transitions.ts']
const exempt = [/\.test\.tsx?$/, /^db\/schema\//]

/** Other vocabularies that share a word with an order state, each with why it is not one. */
const otherVocabularies: { word: string; where: RegExp; why: string }[] = [
  {
    word: 'pending',
    where: /newsletter/i,
    why: "a newsletter subscription's double opt-in state",
  },
  {
    word: 'paid',
    where: /\bkind\b|outcome|payment_status|^core\/payments\/(payment-event|settle-payment)\.ts:/,
    why: "a payment's outcome (the checkout's payment kind, Stripe's payment_status, a webhook's outcome)",
  },
]

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

function strayLiterals(): string[] {
  const found: string[] = []
  for (const file of folders.flatMap(sourceFiles)) {
    if (tables.includes(file) || exempt.some((pattern) => pattern.test(file))) continue
    readFileSync(path.join(root, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        const at = `${file}:${index + 1}: ${line.trim()}`
        const words = [...line.matchAll(literal)].map((match) => match[1] ?? '')
        const other = (word: string) =>
          otherVocabularies.some((vocabulary) => vocabulary.word === word && vocabulary.where.test(at))
        if (words.some((word) => !other(word))) found.push(at)
      })
  }
  return found
}

describe('order states', () => {
  it('are spelled out only in the transition tables and the schema', () => {
    expect(strayLiterals()).toEqual([])
  })

  it('the check itself finds a literal state', () => {
    expect(`x.status === 'shipped'`.match(literal)).toEqual([`'shipped'`])
  })
})
