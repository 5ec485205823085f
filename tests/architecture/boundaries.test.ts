import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The layers point inward (README, STYLE.md rule 2): `app` and `server` → `core` → `db`, with
 * `config` below everything. A module importing against that direction fails here, so the rule
 * holds without anyone having to remember it. Tests and seeds are outside the rule: tests may
 * reach any layer, and the seed uses the catalog's types.
 */
const root = path.resolve(import.meta.dirname, '../..')

/** Folders each layer must never import from. */
const forbidden: Record<string, string[]> = {
  config: ['app', 'server', 'core', 'db', 'media'],
  db: ['app', 'server', 'core', 'media'],
  core: ['app', 'server', 'media'],
  media: ['app', 'server'],
  app: ['server', 'db', 'media'],
}

/** Where a layer's files are not part of the layer proper. */
const exempt = [/\.test\.tsx?$/, /^db\/seed\//]

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** The top folder an import specifier lands in, for `#layer/…` and relative specifiers. */
function targetLayer(file: string, specifier: string): string | null {
  const alias = /^#([a-z]+)\//.exec(specifier)
  if (alias) return alias[1] ?? null
  if (!specifier.startsWith('.')) return null
  const resolved = path.relative(root, path.resolve(root, path.dirname(file), specifier))
  return resolved.split(path.sep)[0] ?? null
}

function importsOf(source: string): string[] {
  const pattern =
    /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? '')
}

function violations(): string[] {
  const found: string[] = []
  for (const [layer, banned] of Object.entries(forbidden)) {
    for (const file of sourceFiles(layer)) {
      if (exempt.some((pattern) => pattern.test(file))) continue
      for (const specifier of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
        const target = targetLayer(file, specifier)
        if (target && banned.includes(target)) found.push(`${file} imports ${specifier}`)
      }
    }
  }
  return found
}

/**
 * All SQL lives in `db/queries` (README, STYLE.md rule 9): the layers above it may name Drizzle's
 * types, but neither import its query builders (`eq`, `and`, `sql`, `inArray`, …) nor start a
 * statement on a database handle themselves.
 */
const withoutStatements = ['core', 'server', 'app']

/** The value (not type-only) names a module imports from `drizzle-orm` or one of its subpaths. */
function drizzleValueImports(source: string): string[] {
  const pattern = /(?:^|\n)\s*import\s+(type\s+)?([^'";]*?)\s+from\s+['"](drizzle-orm(?:\/[^'"]*)?)['"]/g
  const found: string[] = []
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue
    const clause = match[2] ?? ''
    const named = /\{([^}]*)\}/.exec(clause)
    const outside = clause
      .replace(/\{[^}]*\}/, '')
      .replace(/,/g, ' ')
      .trim()
    if (outside) found.push(`${outside} from ${match[3]}`)
    for (const name of (named?.[1] ?? '').split(',')) {
      const trimmed = name.trim()
      if (trimmed && !trimmed.startsWith('type ')) found.push(`${trimmed} from ${match[3]}`)
    }
  }
  return found
}

/** Statements started on a handle (`db.select(`, `tx.update(`, `deps.db.insert(` …). */
function statementsOf(source: string): string[] {
  const pattern =
    /\b(?:db|tx|transaction)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/g
  return [...source.matchAll(pattern)].map((match) => match[0].replace(/\s+/g, ''))
}

function statementViolations(): string[] {
  const found: string[] = []
  for (const layer of withoutStatements) {
    for (const file of sourceFiles(layer)) {
      if (exempt.some((pattern) => pattern.test(file))) continue
      const source = readFileSync(path.join(root, file), 'utf8')
      for (const name of drizzleValueImports(source)) found.push(`${file} imports ${name}`)
      for (const statement of statementsOf(source)) found.push(`${file} runs ${statement}`)
    }
  }
  return found
}

describe('layer boundaries', () => {
  it('resolves aliases and relative paths to their layer', () => {
    expect(targetLayer('core/shirts/a.ts', '../../media/x.ts')).toBe('media')
    expect(targetLayer('core/shirts/a.ts', '../orders/x.ts')).toBe('core')
    expect(targetLayer('core/shirts/a.ts', '#db/queries/x.ts')).toBe('db')
    expect(targetLayer('core/shirts/a.ts', 'zod')).toBeNull()
  })

  it('finds an import in every form a module can write it', () => {
    const source = `import a from '#app/x.ts'\nimport type { B } from '../server/y.ts'\nexport { c } from '#media/z.ts'\nconst d = await import('#db/w.ts')`
    expect(importsOf(source)).toEqual(['#app/x.ts', '../server/y.ts', '#media/z.ts', '#db/w.ts'])
  })

  it('no layer imports a layer outside it', () => {
    expect(violations()).toEqual([])
  })

  it('tells type-only Drizzle imports from query builders', () => {
    const source = [
      "import { and, eq, type SQL } from 'drizzle-orm'",
      "import type { InferSelectModel } from 'drizzle-orm'",
      "import { type PgDatabase } from 'drizzle-orm/pg-core'",
      "import * as orm from 'drizzle-orm'",
      "import { sql as raw } from 'drizzle-orm/sql'",
    ].join('\n')
    expect(drizzleValueImports(source)).toEqual([
      'and from drizzle-orm',
      'eq from drizzle-orm',
      '* as orm from drizzle-orm',
      'sql as raw from drizzle-orm/sql',
    ])
  })

  it('finds statements started on a database handle', () => {
    const source =
      'await tx\n  .update(shirts)\nconst rows = await deps.db.select({ id }).from(x)\nawait db.transaction(f)'
    expect(statementsOf(source)).toEqual(['tx.update(', 'db.select('])
  })

  it('no SQL outside db/: core, server and app import no query builder and start no statement', () => {
    expect(statementViolations()).toEqual([])
  })
})
