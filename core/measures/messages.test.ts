import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import de from '../../app/i18n/messages/de.json' with { type: 'json' }
import en from '../../app/i18n/messages/en.json' with { type: 'json' }
import es from '../../app/i18n/messages/es.json' with { type: 'json' }
import fr from '../../app/i18n/messages/fr.json' with { type: 'json' }
import { measureFieldNames, profileKinds } from './fields.ts'
import { plausibilityKeys } from './plausibility.ts'
import { recommendSize } from './size-model.ts'

type Tree = { [key: string]: string | Tree }

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Every literal 'measures.…' key in the measuring code and its API handler. */
function literalKeys(): string[] {
  const files = [
    ...fs
      .readdirSync(import.meta.dirname)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(import.meta.dirname, name)),
    path.join(import.meta.dirname, '../../server/api/measures.ts'),
  ]
  const keys = new Set<string>()
  for (const file of files) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/'(measures\.[a-zA-Z0-9_.]+)'/g)) {
      keys.add(match[1] as string)
    }
  }
  return [...keys]
}

const explanationKeys = [
  recommendSize({ height: 180, weight: 80, fit: 'slim' }),
  recommendSize({ height: 180, weight: 80, age: 30, fit: 'slim', collarSize: 41 }),
].flatMap((result) => result.explanation.map((line) => line.key))

const keys = [
  ...new Set([
    ...plausibilityKeys(),
    ...literalKeys(),
    ...explanationKeys,
    ...measureFieldNames.map((field) => `measures.fields.${field}`),
    ...profileKinds.map((kind) => `measures.kinds.${kind}`),
    'measures.units.cm',
    'measures.units.kg',
    'measures.fields.set_name',
    'measures.loadError',
    'measures.empty',
    'measures.noProfiles',
    'measures.standardBadge',
  ]),
]

describe('every message key the measuring rules return exists in all four languages', () => {
  it('finds the keys (sanity)', () => {
    expect(keys.length).toBeGreaterThan(150)
    expect(literalKeys()).toContain('measures.errors.notANumber')
  })

  it.each([
    ['de', de],
    ['en', en],
    ['fr', fr],
    ['es', es],
  ])('%s', (_locale, messages) => {
    const missing = keys.filter((key) => !lookup(messages as unknown as Tree, key))
    expect(missing).toEqual([])
  })

  it('the error texts, in German exactly', () => {
    expect(de.measures.loadError).toBe(
      'Maße konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
    )
    expect(de.measures.empty).toBe('Keine Maßprofil-Daten verfügbar.')
    expect(de.measures.noProfiles).toBe('Keine gespeicherten Maßprofile gefunden.')
  })
})
