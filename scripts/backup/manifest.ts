import { z } from 'zod'
import type { FileInventory } from './stored-files.ts'

/**
 * `manifest.json` of a backup folder: what the backup holds, so a restore can prove it put back
 * all of it. Row counts are read in the same snapshot as the dump; file counts, bytes and
 * sha256 are read back from the archive, not from the live folders.
 */
const FolderInventorySchema = z.object({
  files: z.number().int().min(0),
  bytes: z.number().int().min(0),
  sha256: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
})

const ArtifactSchema = z.object({
  name: z.string().regex(/^[a-z0-9.-]+$/),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
})

export const ManifestSchema = z.object({
  version: z.literal(2),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    dump: ArtifactSchema,
    /** Rows per table, `schema.table` as PostgreSQL quotes it. */
    tables: z.record(z.string(), z.number().int().min(0)),
  }),
  files: z.object({
    archive: ArtifactSchema,
    folders: z.record(z.string(), FolderInventorySchema),
  }),
})
export type Manifest = z.infer<typeof ManifestSchema>
export type Artifact = z.infer<typeof ArtifactSchema>

/**
 * Every way the restored state differs from the manifest, one line each (empty: they agree).
 * Tables the restored database has beyond the manifest's are not differences: a PostgreSQL
 * restore keeps tables the backup never had.
 */
export function differencesFromManifest(
  manifest: Pick<Manifest, 'database' | 'files'>,
  restored: { tables: Record<string, number>; folders: FileInventory },
): string[] {
  const differences: string[] = []
  for (const [table, expected] of Object.entries(manifest.database.tables)) {
    const actual = restored.tables[table]
    if (actual === undefined) differences.push(`table ${table}: missing (backup: ${expected} rows)`)
    else if (actual !== expected) differences.push(`table ${table}: ${actual} rows (backup: ${expected})`)
  }
  for (const [folder, expected] of Object.entries(manifest.files.folders)) {
    const actual = restored.folders[folder] ?? { files: 0, bytes: 0, sha256: {} }
    if (actual.files !== expected.files || actual.bytes !== expected.bytes) {
      differences.push(
        `folder ${folder}: ${actual.files} files, ${actual.bytes} bytes (backup: ${expected.files} files, ${expected.bytes} bytes)`,
      )
    }
    for (const [file, hash] of Object.entries(expected.sha256)) {
      const found = actual.sha256[file]
      if (found === undefined) differences.push(`file ${folder}/${file}: missing`)
      else if (found !== hash) differences.push(`file ${folder}/${file}: content differs (sha256)`)
    }
    for (const file of Object.keys(actual.sha256)) {
      if (!(file in expected.sha256)) differences.push(`file ${folder}/${file}: not in the backup`)
    }
  }
  return differences
}
