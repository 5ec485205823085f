import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { z } from 'zod'
import type { Env } from '#config/env.server.ts'
import { pgliteExtensions } from '#db/client.ts'
import { acquireDataDirLock } from '#db/lock.ts'
import { countRows, pgSqlClient } from '#db/table-counts.ts'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { type Artifact, differencesFromManifest, type Manifest, ManifestSchema } from './manifest.ts'
import { bucketFiles, dataDirFiles, type StoredFiles, sha256OfFile } from './stored-files.ts'

const run = promisify(execFile)

/**
 * A backup is one folder: the database (`database.pgdump` from pg_dump in its custom format, or
 * `pglite.tar.gz`, PGlite's own consistent copy), `files.tar.gz` with every file the shop keeps
 * (stored-files.ts) and `manifest.json` (manifest.ts): rows per table, files, bytes and sha256
 * per folder. A restore puts both back and compares the result with the manifest.
 */
export type BackupRefusal = 'NO_DATABASE' | 'NO_DATA_DIR' | 'EMPTY_DATABASE' | 'TARGET_NOT_EMPTY'
export type RestoreRefusal = 'NOT_A_BACKUP' | 'WRONG_DATABASE' | 'DAMAGED_BACKUP' | 'MANIFEST_MISMATCH'
type Refused<Reason> = { ok: false; reason: Reason; message: string }

const manifestName = 'manifest.json'
const filesName = 'files.tar.gz'
const dumpName = { postgres: 'database.pgdump', pglite: 'pglite.tar.gz' } as const

/** Where this shop keeps its files: the S3 bucket (with the outbox in DATA_DIR), or DATA_DIR. */
function storedFilesOf(env: Env): StoredFiles {
  return env.s3 ? bucketFiles(createFileStore(env), env.dataDir) : dataDirFiles(env.dataDir)
}

function pgliteDir(env: Pick<Env, 'dataDir'>) {
  return path.join(env.dataDir, 'pglite')
}

/**
 * What a backup of this environment would read, or why there is nothing to read: without
 * DATABASE_URL only an existing PGlite in DATA_DIR counts (opening a missing one would create an
 * empty database and back that up); with it, DATA_DIR must exist, or the photos are missed
 * (unless they are in the bucket: then DATA_DIR holds at most the outbox).
 */
function sourceOf(env: Pick<Env, 'dataDir' | 'DATABASE_URL' | 's3'>): Refused<BackupRefusal> | null {
  if (!env.DATABASE_URL && !fs.existsSync(path.join(pgliteDir(env), 'PG_VERSION'))) {
    return {
      ok: false,
      reason: 'NO_DATABASE',
      message:
        `Nothing to back up: DATABASE_URL is not set and DATA_DIR (${env.dataDir}) holds no PGlite database. ` +
        "Set DATABASE_URL to the shop's PostgreSQL, or DATA_DIR to the shop's data folder.",
    }
  }
  if (!env.s3 && !fs.statSync(env.dataDir, { throwIfNoEntry: false })?.isDirectory()) {
    return {
      ok: false,
      reason: 'NO_DATA_DIR',
      message:
        `DATA_DIR (${env.dataDir}) does not exist: the uploaded photos, fabric samples and team logos live there. ` +
        "Set DATA_DIR to the shop's data folder.",
    }
  }
  return null
}

/** A database without any of the shop's tables is a wrong address, not a shop to back up. */
function hasShopTables(tables: Record<string, number>) {
  return Object.keys(tables).some((table) => table.startsWith('public.'))
}

async function artifact(folder: string, name: string): Promise<Artifact> {
  const file = path.join(folder, name)
  return { name, bytes: fs.statSync(file).size, sha256: await sha256OfFile(file) }
}

export async function backup(
  env: Env,
  target: string,
  files: StoredFiles = storedFilesOf(env),
): Promise<{ ok: true; manifest: Manifest } | Refused<BackupRefusal>> {
  const refused = sourceOf(env)
  if (refused) return refused
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    return {
      ok: false,
      reason: 'TARGET_NOT_EMPTY',
      message: `${target} is not empty: a backup goes into a new folder.`,
    }
  }
  const kind = env.DATABASE_URL ? 'postgres' : 'pglite'
  const dumped = env.DATABASE_URL
    ? await dumpPostgres(env.DATABASE_URL, target)
    : await withPglite(env, () => dumpPglite(pgliteDir(env), target))
  if (!dumped.ok) return dumped
  const folders = await files.pack(path.join(target, filesName))
  const manifest: Manifest = {
    version: 2,
    createdAt: new Date().toISOString(),
    database: { kind, dump: await artifact(target, dumpName[kind]), tables: dumped.tables },
    files: { archive: await artifact(target, filesName), folders },
  }
  fs.writeFileSync(path.join(target, manifestName), `${JSON.stringify(manifest, null, 2)}\n`)
  return { ok: true, manifest }
}

const emptyDatabase = (where: string): Refused<BackupRefusal> => ({
  ok: false,
  reason: 'EMPTY_DATABASE',
  message: `${where} has none of the shop's tables: check DATABASE_URL / DATA_DIR.`,
})

/**
 * The rows are counted and pg_dump reads in one exported snapshot: consistent with each other
 * while the shop keeps running.
 */
async function dumpPostgres(url: string, target: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('begin isolation level repeatable read read only')
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id')
    const tables = await countRows(pgSqlClient(client))
    if (!hasShopTables(tables)) return emptyDatabase('The database at DATABASE_URL')
    fs.mkdirSync(target, { recursive: true })
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--snapshot=${rows[0]?.id}`,
      `--file=${path.join(target, dumpName.postgres)}`,
      url,
    ])
    await client.query('commit')
    return { ok: true as const, tables }
  } finally {
    await client.end()
  }
}

/** The shop is stopped (withPglite's lock): counts and copy see the same data. */
async function dumpPglite(dataDir: string, target: string) {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions })
  try {
    const tables = await countRows(client)
    if (!hasShopTables(tables)) return emptyDatabase(`The PGlite database in ${dataDir}`)
    fs.mkdirSync(target, { recursive: true })
    const dump = await client.dumpDataDir('gzip')
    fs.writeFileSync(path.join(target, dumpName.pglite), Buffer.from(await dump.arrayBuffer()))
    return { ok: true as const, tables }
  } finally {
    await client.close()
  }
}

export async function restore(
  env: Env,
  source: string,
  files: StoredFiles = storedFilesOf(env),
): Promise<{ ok: true; manifest: Manifest; setAside: string[] } | Refused<RestoreRefusal>> {
  const read = readManifest(source)
  if (!read.ok) return read
  const { manifest } = read
  const expected = env.DATABASE_URL ? 'postgres' : 'pglite'
  if (manifest.database.kind !== expected) {
    return {
      ok: false,
      reason: 'WRONG_DATABASE',
      message: `The backup in ${source} holds a ${manifest.database.kind} database, but this shop runs on ${expected} (DATABASE_URL ${env.DATABASE_URL ? 'is' : 'is not'} set).`,
    }
  }
  // Before anything is changed: a damaged or altered backup is refused whole.
  for (const expectedArtifact of [manifest.database.dump, manifest.files.archive]) {
    const found = fs.existsSync(path.join(source, expectedArtifact.name))
      ? await artifact(source, expectedArtifact.name)
      : null
    if (found?.sha256 !== expectedArtifact.sha256 || found.bytes !== expectedArtifact.bytes) {
      return {
        ok: false,
        reason: 'DAMAGED_BACKUP',
        message: `${path.join(source, expectedArtifact.name)} is ${found ? 'not the file the manifest names (size or sha256 differ)' : 'missing'}: nothing was restored.`,
      }
    }
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const dump = path.join(source, manifest.database.dump.name)
  const setAside: string[] = []
  let tables: Record<string, number>
  if (env.DATABASE_URL) {
    // --clean drops what the backup recreates; one transaction, so a failed restore changes nothing.
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${env.DATABASE_URL}`,
      dump,
    ])
    tables = await countPostgres(env.DATABASE_URL)
  } else {
    const dataDir = pgliteDir(env)
    tables = await withPglite(env, async () => {
      // The current data stays beside the restored copy until someone removes it.
      if (fs.existsSync(dataDir)) {
        fs.renameSync(dataDir, `${dataDir}.before-restore-${stamp}`)
        setAside.push(`${dataDir}.before-restore-${stamp}`)
      }
      const client = await PGlite.create({
        dataDir,
        extensions: pgliteExtensions,
        loadDataDir: new Blob([fs.readFileSync(dump)]),
      })
      try {
        return await countRows(client)
      } finally {
        await client.close()
      }
    })
  }
  const unpacked = await files.unpack(path.join(source, manifest.files.archive.name), stamp)
  setAside.push(...unpacked.setAside)
  const differences = differencesFromManifest(manifest, { tables, folders: unpacked.inventory })
  if (differences.length > 0) {
    return {
      ok: false,
      reason: 'MANIFEST_MISMATCH',
      message: [
        `The restored shop differs from the manifest of ${source}:`,
        ...differences.map((line) => `  ${line}`),
        setAside.length > 0 ? `The data before the restore is kept in ${setAside.join(', ')}.` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    }
  }
  return { ok: true, manifest, setAside }
}

function readManifest(source: string): { ok: true; manifest: Manifest } | Refused<RestoreRefusal> {
  const file = path.join(source, manifestName)
  let json: unknown
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch (error) {
    return {
      ok: false,
      reason: 'NOT_A_BACKUP',
      message: `${file} cannot be read: ${(error as Error).message}`,
    }
  }
  const parsed = ManifestSchema.safeParse(json)
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'NOT_A_BACKUP',
      message: `${file} is not a manifest this restore knows (backups made before 2026-11-29 list no contents): ${z.prettifyError(parsed.error)}`,
    }
  }
  return { ok: true, manifest: parsed.data }
}

async function countPostgres(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await countRows(pgSqlClient(client))
  } finally {
    await client.end()
  }
}

/** PGlite allows one process per data folder: the shop must be stopped, the lock says so clearly. */
async function withPglite<T>(env: Pick<Env, 'dataDir'>, work: () => Promise<T>): Promise<T> {
  fs.mkdirSync(env.dataDir, { recursive: true })
  const release = acquireDataDirLock(env.dataDir)
  try {
    return await work()
  } finally {
    release()
  }
}
