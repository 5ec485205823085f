import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import type { Env } from '#config/env.server.ts'
import { acquireDataDirLock } from '#db/lock.ts'

const run = promisify(execFile)

/**
 * A backup is one folder: the database (`database.pgdump` from pg_dump in its custom format, or
 * `pglite.tar.gz`, PGlite's own consistent copy) and `files.tar.gz` with the customers' uploaded
 * photos (DATA_DIR/feedback). The media cache and the outbox are left out: the first is rebuilt
 * on demand, the second holds mails already sent. `manifest.json` says what the folder holds.
 */
export type Manifest = { createdAt: string; database: 'postgres' | 'pglite'; files: boolean }

const uploadsFolder = 'feedback'

export async function backup(env: Env, target: string): Promise<Manifest> {
  fs.mkdirSync(target, { recursive: true })
  const manifest: Manifest = {
    createdAt: new Date().toISOString(),
    database: env.DATABASE_URL ? 'postgres' : 'pglite',
    files: fs.existsSync(path.join(env.dataDir, uploadsFolder)),
  }
  if (env.DATABASE_URL) {
    // pg_dump reads one snapshot: consistent while the shop keeps running.
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      `--file=${path.join(target, 'database.pgdump')}`,
      env.DATABASE_URL,
    ])
  } else {
    await withPglite(env, async (dataDir) => {
      const client = await PGlite.create(dataDir)
      try {
        const dump = await client.dumpDataDir('gzip')
        fs.writeFileSync(path.join(target, 'pglite.tar.gz'), Buffer.from(await dump.arrayBuffer()))
      } finally {
        await client.close()
      }
    })
  }
  if (manifest.files) {
    await run('tar', ['-czf', path.join(target, 'files.tar.gz'), '-C', env.dataDir, uploadsFolder])
  }
  fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

export async function restore(env: Env, source: string): Promise<Manifest> {
  const manifest = JSON.parse(fs.readFileSync(path.join(source, 'manifest.json'), 'utf8')) as Manifest
  const expected = env.DATABASE_URL ? 'postgres' : 'pglite'
  if (manifest.database !== expected) {
    throw new Error(
      `The backup in ${source} holds a ${manifest.database} database, but this shop runs on ${expected}.`,
    )
  }
  if (env.DATABASE_URL) {
    // --clean drops what the backup recreates; one transaction, so a failed restore changes nothing.
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${env.DATABASE_URL}`,
      path.join(source, 'database.pgdump'),
    ])
  } else {
    await withPglite(env, async (dataDir) => {
      // The current data stays beside the restored copy until someone removes it.
      if (fs.existsSync(dataDir)) fs.renameSync(dataDir, `${dataDir}.before-restore-${Date.now()}`)
      const dump = new Blob([fs.readFileSync(path.join(source, 'pglite.tar.gz'))])
      const client = await PGlite.create({ dataDir, loadDataDir: dump })
      await client.close()
    })
  }
  if (manifest.files) {
    const uploads = path.join(env.dataDir, uploadsFolder)
    if (fs.existsSync(uploads)) fs.renameSync(uploads, `${uploads}.before-restore-${Date.now()}`)
    await run('tar', ['-xzf', path.join(source, 'files.tar.gz'), '-C', env.dataDir])
  }
  return manifest
}

/** PGlite allows one process per data folder: the shop must be stopped, the lock says so clearly. */
async function withPglite(env: Env, work: (dataDir: string) => Promise<void>) {
  fs.mkdirSync(env.dataDir, { recursive: true })
  const release = acquireDataDirLock(env.dataDir)
  try {
    await work(path.join(env.dataDir, 'pglite'))
  } finally {
    release()
  }
}
