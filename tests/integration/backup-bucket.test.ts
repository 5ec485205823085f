import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { readUploadedSample, storeSample } from '#core/catalog/fabric-samples.ts'
import { storeTeamLogo } from '#core/teams/logo.ts'
import { openDatabase } from '#db/client.ts'
import { newsletterSubscriptions } from '#db/schema/index.ts'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { backup, restore } from '../../scripts/backup/archive.ts'
import type { Manifest } from '../../scripts/backup/manifest.ts'
import { type S3TestServer, startS3Server } from '../support/s3-server.ts'

/**
 * `npm run backup` / `npm run restore` of a shop whose files are in an S3 bucket (a real
 * S3-compatible server, s3rver): every object of the bucket goes into the backup, and a restore
 * makes the bucket hold them again, checked against the manifest.
 */
let s3: S3TestServer
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-backup-bucket-'))
beforeAll(async () => {
  s3 = await startS3Server(4574)
})
afterAll(async () => {
  await s3.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

async function subscribe(email: string) {
  const database = await openDatabase({ dataDir })
  try {
    await database.db
      .insert(newsletterSubscriptions)
      .values({ email, status: 'pending', unsubscribeToken: `token-${email}` })
  } finally {
    await database.close()
  }
}

describe('backup and restore with the files in a bucket', { timeout: 120_000 }, () => {
  it('backs up every object of the bucket and the outbox, and restores them as they were', async () => {
    const bucket = await s3.bucket('nf-backup')
    const env = parseEnv({ DATA_DIR: dataDir, ...bucket.env })
    const files = createFileStore(env)
    await storeSample(files, 7, Buffer.from('the uploaded sample of fabric 7'))
    const logo = await storeTeamLogo(files, Buffer.from('a team logo'))
    await files.put('feedback/photo.jpg', Buffer.from('the photo at backup time'))
    await files.put('media-cache/shirt/AbCdEfGhIjKlMnOpQrStUv.json', Buffer.from('[]'))
    fs.mkdirSync(path.join(dataDir, 'outbox'), { recursive: true })
    fs.writeFileSync(path.join(dataDir, 'outbox', '0001-welcome.eml'), 'Subject: Willkommen')
    await subscribe('kept@example.com')

    const folder = path.join(dataDir, 'backup')
    const made = await backup(env, folder)
    if (!made.ok) throw new Error(made.message)
    expect(made.manifest.files.folders).toMatchObject({
      'fabric-samples': { files: 1, bytes: 31 },
      feedback: { files: 1 },
      'team-logos': { files: 1 },
      'media-cache': { files: 1 },
      outbox: { files: 1 },
    })

    await files.put('feedback/photo.jpg', Buffer.from('changed later'))
    await files.delete('fabric-samples/7.jpg')
    await files.put('team-logos/added-later.png', Buffer.from('not in the backup'))

    const restored = await restore(env, folder)
    if (!restored.ok) throw new Error(restored.message)
    expect((await files.get('feedback/photo.jpg'))?.toString()).toBe('the photo at backup time')
    expect((await readUploadedSample(files, 7))?.toString()).toBe('the uploaded sample of fabric 7')
    expect((await files.list('team-logos/')).map((item) => item.key)).toEqual([`team-logos/${logo}`])
    // What the restore replaced or removed is kept aside in the bucket, as the folders are on disk.
    const aside = (await files.list('before-restore-')).map((item) => item.key.split('/').slice(1).join('/'))
    expect(aside.sort()).toEqual(['feedback/photo.jpg', 'team-logos/added-later.png'])
    expect(restored.setAside.join(' ')).toContain('before-restore-')

    // A manifest the bucket does not match is reported, file by file.
    const manifestFile = path.join(folder, 'manifest.json')
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest
    const samples = manifest.files.folders['fabric-samples']
    if (samples) samples.sha256['7.jpg'] = 'f'.repeat(64)
    fs.writeFileSync(manifestFile, JSON.stringify(manifest))
    const mismatch = await restore(env, folder)
    expect(mismatch).toMatchObject({ ok: false, reason: 'MANIFEST_MISMATCH' })
    expect(!mismatch.ok && mismatch.message).toContain('file fabric-samples/7.jpg: content differs (sha256)')
  })
})
