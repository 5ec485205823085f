import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Who may do what is decided in core (core/access/permissions.ts, checked by the use cases). The
 * edges, `app` and `server`, only authenticate (backOfficeActorOf) and turn a use case's
 * FORBIDDEN into their answer (isForbidden); they neither ask the table themselves nor compare
 * roles. A route that did would be a second rule that can drift from the first.
 */
const root = path.resolve(import.meta.dirname, '../..')
const edges = ['app', 'server']

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
}

/** What the edges may take from the permissions module: the refusal, never the decision. */
const allowedFromPermissions = new Set(['isForbidden', 'type Forbidden', 'type Permitted'])

/** Role checks written out in a module: the table asked directly, or a role compared by name. */
function roleChecksIn(source: string): string[] {
  const found: string[] = []
  const permissionsImport = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"][^'"]*access\/permissions\.ts['"]/g
  for (const match of source.matchAll(permissionsImport)) {
    if (match[1]) continue
    for (const name of (match[2] ?? '').split(',').map((part) => part.trim())) {
      if (name && !allowedFromPermissions.has(name)) found.push(`imports ${name}`)
    }
  }
  for (const call of source.matchAll(/\b(mayUse|may|orderStepAction)\s*\(/g)) found.push(`calls ${call[1]}(`)
  // 'customer' is left out: a page may tell a listed staff account by its role (a badge).
  const comparison =
    /\brole\s*[!=]==?\s*['"](guest|staff|admin)['"]|['"](guest|staff|admin)['"]\s*[!=]==?\s*[\w.?]*\brole\b/g
  for (const match of source.matchAll(comparison)) found.push(`compares ${match[0]}`)
  if (/admin\/permissions\.ts['"]/.test(source)) found.push('imports core/admin/permissions.ts')
  return found
}

describe('permissions are decided in core', () => {
  it.each([
    ["import { may } from '#core/access/permissions.ts'", ['imports may']],
    ["import { isForbidden, type Forbidden } from '#core/access/permissions.ts'", []],
    ["import type { Action } from '#core/access/permissions.ts'", []],
    ["if (!mayUse(actor.role, 'catalog')) return refuse()", ['calls mayUse(']],
    ["if (actor.role === 'admin') showPrices()", ["compares role === 'admin'"]],
    ["const boss = 'admin' !== office.actor.role", ["compares 'admin' !== office.actor.role"]],
    ["import { mayUse } from '#core/admin/permissions.ts'", ['imports core/admin/permissions.ts']],
    ["{row.role !== 'customer' ? <Badge /> : null}", []],
  ])('finds the role checks in %s', (source, expected) => {
    expect(roleChecksIn(source)).toEqual(expected)
  })

  it('app/ and server/ ask no permission and compare no back-office role themselves', () => {
    const found = edges.flatMap((edge) =>
      sourceFiles(edge).flatMap((file) =>
        roleChecksIn(readFileSync(path.join(root, file), 'utf8')).map((check) => `${file} ${check}`),
      ),
    )
    expect(found).toEqual([])
  })
})
