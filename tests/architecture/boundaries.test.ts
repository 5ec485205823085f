import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The layers point inward (README): `app` and `server` → `core` → `db`, with
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
  server: ['app'],
}

/**
 * `server` sits beside `app`, not above it: what both need (locale paths, navigation guards,
 * formatting) lives in `config` or `core`. What stays is what only the app can own, each named
 * with why; any other import of `app` from `server` fails.
 */
const allowedAppImports: Record<string, string> = {
  // The interface texts live with the React app (one JSON file per locale, typed from German);
  // mails, PDFs and consent records read the same texts on the server.
  'app/i18n/server.ts': 'loads the interface texts of a locale',
  'app/i18n/i18n.ts': 'the translate function type and the server-only text namespaces',
  'app/i18n/route-texts.server.ts': 'the texts of each route as the build split them (/_i18n/…)',
  'app/lib/newsletter.server.ts': 'the consent text as the form shows it, stored with the consent',
  // Server-side rendering hands each render the shop's context, whose type the routes read.
  'app/context.ts': 'the load context type of the SSR entry',
}

/** Folders (a layer's subfolder) that must not import a module of another layer's subfolder. */
const forbiddenModules: Record<string, string[]> = {
  // JSON handlers call use cases in `core`, which own the queries.
  server: ['db/queries'],
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

/** The repository path an import specifier lands on (`#db/queries/x.ts` → `db/queries/x.ts`). */
function targetModule(file: string, specifier: string): string | null {
  const alias = /^#([a-z]+)\/(.*)$/.exec(specifier)
  if (alias) return `${alias[1]}/${alias[2]}`
  if (!specifier.startsWith('.')) return null
  return path
    .relative(root, path.resolve(root, path.dirname(file), specifier))
    .split(path.sep)
    .join('/')
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
        if (!target || !banned.includes(target)) continue
        const allowed =
          layer === 'server' && target === 'app' && allowedAppImports[targetModule(file, specifier) ?? '']
        if (allowed) continue
        found.push(`${file} imports ${specifier}`)
      }
    }
  }
  for (const [layer, modules] of Object.entries(forbiddenModules)) {
    for (const file of sourceFiles(layer)) {
      if (exempt.some((pattern) => pattern.test(file))) continue
      for (const specifier of importsOf(readFileSync(path.join(root, file), 'utf8'))) {
        const target = targetModule(file, specifier)
        if (target && modules.some((folder) => target.startsWith(`${folder}/`))) {
          found.push(`${file} imports ${specifier}`)
        }
      }
    }
  }
  return found
}

/**
 * All SQL lives in `db/queries` (README): the layers above it may name Drizzle's
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
    expect(targetModule('server/email/a.ts', '../../app/i18n/i18n.ts')).toBe('app/i18n/i18n.ts')
    expect(targetModule('server/api/a.ts', '#db/queries/shirts.ts')).toBe('db/queries/shirts.ts')
  })

  it('finds an import in every form a module can write it', () => {
    const source = `import a from '#app/x.ts'\nimport type { B } from '../server/y.ts'\nexport { c } from '#media/z.ts'\nconst d = await import('#db/w.ts')`
    expect(importsOf(source)).toEqual(['#app/x.ts', '../server/y.ts', '#media/z.ts', '#db/w.ts'])
  })

  it('no layer imports a layer outside it; server reaches app only for texts and SSR, never db/queries', () => {
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
