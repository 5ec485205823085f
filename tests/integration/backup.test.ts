import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { readUploadedSample, storeSample } from '#core/catalog/fabric-samples.ts'
import { storeTeamLogo } from '#core/teams/logo.ts'
import { openDatabase } from '#db/client.ts'
import { newsletterSubscriptions } from '#db/schema/index.ts'
import { localFileStore } from '#server/storage/local-store.ts'
import { backup, restore } from '../../scripts/backup/archive.ts'
import type { Manifest } from '../../scripts/backup/manifest.ts'

/**
 * `npm run backup` / `npm run restore` as a round trip: back up, change, restore, and the
 * database and every stored file are as they were at the backup, checked against the manifest.
 */
const root = path.resolve(import.meta.dirname, '../..')
const runFile = promisify(execFile)

async function emails(url: string | undefined, dataDir: string): Promise<string[]> {
  const database = await openDatabase({ url, dataDir })
  try {
    const rows = await database.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .orderBy(newsletterSubscriptions.email)
    return rows.map((row) => row.email)
  } finally {
    await database.close()
  }
}

async function subscribe(url: string | undefined, dataDir: string, email: string) {
  const database = await openDatabase({ url, dataDir })
  try {
    await database.db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'pending', unsubscribeToken: `token-${email}` })
  } finally {
    await database.close()
  }
}

/** One file in every folder the shop writes, through the shop's own functions where it has them. */
async function storeFiles(dataDir: string) {
  await storeSample(localFileStore(dataDir), 7, Buffer.from('the uploaded sample of fabric 7'))
  const logo = await storeTeamLogo(localFileStore(dataDir), Buffer.from('a team logo'))
  const put = (name: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dataDir, name)), { recursive: true })
    fs.writeFileSync(path.join(dataDir, name), content)
  }
  put('feedback/photo.jpg', 'the photo at backup time')
  put('media-cache/shirt/0123abcd.json', '[{"folder":"body"}]')
  put('outbox/0001-welcome.eml', 'Subject: Willkommen')
  // Half-written files are never stored ones.
  put('feedback/.photo.jpg.1234.tmp', 'half a photo')
  return { logo }
}

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

async function roundTrip(url: string | undefined) {
  const dataDir = tempDir('nf-backup-')
  const env = parseEnv({ DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) })
  const { logo } = await storeFiles(dataDir)
  await subscribe(url, dataDir, 'kept@example.com')

  const folder = path.join(dataDir, 'backup')
  const made = await backup(env, folder)
  if (!made.ok) throw new Error(made.message)
  const { manifest } = made
  expect(manifest.database.kind).toBe(url ? 'postgres' : 'pglite')
  expect(manifest.database.tables['public.newsletter_subscriptions']).toBe(1)
  expect(manifest.files.folders).toMatchObject({
    'fabric-samples': { files: 1, bytes: 31 },
    feedback: { files: 1 },
    'team-logos': { files: 1 },
    'media-cache': { files: 1 },
    outbox: { files: 1 },
  })
  expect(Object.keys(manifest.files.folders.feedback?.sha256 ?? {})).toEqual(['photo.jpg'])

  await subscribe(url, dataDir, 'after-backup@example.com')
  fs.writeFileSync(path.join(dataDir, 'feedback', 'photo.jpg'), 'changed later')
  fs.rmSync(path.join(dataDir, 'fabric-samples'), { recursive: true })
  fs.writeFileSync(path.join(dataDir, 'team-logos', 'added-later.png'), 'not in the backup')

  const restored = await restore(env, folder)
  if (!restored.ok) throw new Error(restored.message)
  expect(await emails(url, dataDir)).toEqual(['kept@example.com'])
  expect(fs.readFileSync(path.join(dataDir, 'feedback', 'photo.jpg'), 'utf8')).toBe(
    'the photo at backup time',
  )
  expect((await readUploadedSample(localFileStore(dataDir), 7))?.toString()).toBe(
    'the uploaded sample of fabric 7',
  )
  expect(fs.readdirSync(path.join(dataDir, 'team-logos'))).toEqual([logo])
  expect(fs.existsSync(path.join(dataDir, 'media-cache', 'shirt', '0123abcd.json'))).toBe(true)
  expect(fs.existsSync(path.join(dataDir, 'outbox', '0001-welcome.eml'))).toBe(true)
  return { env, dataDir, folder, manifest }
}

function rewriteManifest(folder: string, change: (manifest: Manifest) => void) {
  const file = path.join(folder, 'manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  change(manifest)
  fs.writeFileSync(file, JSON.stringify(manifest))
}

// PGlite on disk opens six times here, each a second or two on a busy 2-core machine.
describe('backup and restore', { timeout: 120_000 }, () => {
  // CI's PostgreSQL pass runs this file again: there only the PostgreSQL round trip is new.
  it.skipIf(process.env.DATABASE_URL)(
    'round-trips a PGlite shop with every stored file, and fails loudly when the result differs from the manifest',
    async () => {
      const { env, dataDir, folder } = await roundTrip(undefined)

      rewriteManifest(folder, (manifest) => {
        manifest.database.tables['public.newsletter_subscriptions'] = 2
        const samples = manifest.files.folders['fabric-samples']
        if (samples) samples.sha256['7.jpg'] = 'f'.repeat(64)
      })
      const mismatch = await restore(env, folder)
      expect(mismatch).toMatchObject({ ok: false, reason: 'MANIFEST_MISMATCH' })
      expect(!mismatch.ok && mismatch.message).toContain(
        'table public.newsletter_subscriptions: 1 rows (backup: 2)',
      )
      expect(!mismatch.ok && mismatch.message).toContain(
        'file fabric-samples/7.jpg: content differs (sha256)',
      )

      // A damaged archive is refused before anything is set aside.
      fs.appendFileSync(path.join(folder, 'files.tar.gz'), 'x')
      const before = fs.readdirSync(dataDir).sort()
      expect(await restore(env, folder)).toMatchObject({ ok: false, reason: 'DAMAGED_BACKUP' })
      expect(fs.readdirSync(dataDir).sort()).toEqual(before)
    },
  )

  it('refuses without DATABASE_URL and without a DATA_DIR that holds a shop, creating nothing', async () => {
    const empty = tempDir('nf-backup-empty-')
    const target = path.join(empty, 'backup')
    const env = parseEnv({ DATA_DIR: empty })
    expect(await backup({ ...env, DATABASE_URL: undefined }, target)).toMatchObject({
      ok: false,
      reason: 'NO_DATABASE',
    })
    expect(fs.readdirSync(empty)).toEqual([])

    // The command itself: no DATABASE_URL, no DATA_DIR (./data of a folder without one).
    const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env
    const failed = await runFile(process.execPath, [path.join(root, 'scripts/backup/backup.ts'), target], {
      cwd: empty,
      env: rest,
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 1 })
    expect((failed as { stderr: string }).stderr).toMatch(
      /backup refused \(NO_DATABASE\).*DATABASE_URL.*DATA_DIR/,
    )
    expect(fs.readdirSync(empty)).toEqual([])
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'round-trips a PostgreSQL shop with pg_dump, pg_restore and every stored file',
    async () => {
      const admin = new URL(process.env.DATABASE_URL as string)
      const name = `nf_backup_${process.pid}_${Date.now()}`
      admin.pathname = '/postgres'
      const server = new pg.Client({ connectionString: admin.toString() })
      await server.connect()
      await server.query(`create database ${name}`)
      const fresh = new URL(process.env.DATABASE_URL as string)
      fresh.pathname = `/${name}`
      try {
        const empty = tempDir('nf-backup-pg-empty-')
        // A database without the shop's tables is a wrong address, not an empty shop to back up.
        expect(
          await backup(parseEnv({ DATA_DIR: empty, DATABASE_URL: fresh.toString() }), path.join(empty, 'b')),
        ).toMatchObject({ ok: false, reason: 'EMPTY_DATABASE' })
        await roundTrip(fresh.toString())
      } finally {
        await server.query(`drop database if exists ${name} with (force)`)
        await server.end()
      }
    },
  )
})
