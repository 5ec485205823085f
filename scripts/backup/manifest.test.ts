import { describe, expect, it } from 'vitest'
import { differencesFromManifest } from './manifest.ts'

const hash = (c: string) => c.repeat(64)
const manifest = {
  database: {
    kind: 'pglite' as const,
    dump: { name: 'pglite.tar.gz', bytes: 1, sha256: hash('a') },
    tables: { 'public.orders': 3, 'public.customers': 2 },
  },
  files: {
    archive: { name: 'files.tar.gz', bytes: 1, sha256: hash('b') },
    folders: { 'fabric-samples': { files: 1, bytes: 10, sha256: { '7.jpg': hash('c') } } },
  },
}
const same = {
  tables: { 'public.orders': 3, 'public.customers': 2 },
  folders: { 'fabric-samples': { files: 1, bytes: 10, sha256: { '7.jpg': hash('c') } } },
}

describe('differencesFromManifest', () => {
  it.each([
    ['nothing when all agree', same, []],
    [
      'tables with other counts, or missing',
      { ...same, tables: { 'public.orders': 2 } },
      ['table public.orders: 2 rows (backup: 3)', 'table public.customers: missing (backup: 2 rows)'],
    ],
    ['not a table the backup never had', { ...same, tables: { ...same.tables, 'pgboss.job': 4 } }, []],
    [
      'a file missing',
      { ...same, folders: {} },
      [
        'folder fabric-samples: 0 files, 0 bytes (backup: 1 files, 10 bytes)',
        'file fabric-samples/7.jpg: missing',
      ],
    ],
    [
      'a file changed, and one added',
      {
        ...same,
        folders: {
          'fabric-samples': { files: 2, bytes: 20, sha256: { '7.jpg': hash('d'), '8.jpg': hash('e') } },
        },
      },
      [
        'folder fabric-samples: 2 files, 20 bytes (backup: 1 files, 10 bytes)',
        'file fabric-samples/7.jpg: content differs (sha256)',
        'file fabric-samples/8.jpg: not in the backup',
      ],
    ],
  ])('%s', (_, restored, expected) => {
    expect(differencesFromManifest(manifest, restored)).toEqual(expected)
  })
})
