import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { storeSample } from '#core/catalog/fabric-samples.ts'
import { storeTeamLogo } from '#core/teams/logo.ts'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { localFileStore } from '#server/storage/local-store.ts'
import { type S3TestServer, startS3Server } from '../support/s3-server.ts'

const run = promisify(execFile)

/** `npm run storage:migrate` against a real S3-compatible server (s3rver). */
let s3: S3TestServer
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-storage-migrate-'))
beforeAll(async () => {
  s3 = await startS3Server(4573)
})
afterAll(async () => {
  await s3.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

function migrate(env: Record<string, string>) {
  return run(process.execPath, ['scripts/storage/migrate.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  })
}

describe('npm run storage:migrate', () => {
  it('copies every stored file of DATA_DIR into the bucket once, and nothing the second time', async () => {
    const local = localFileStore(dataDir)
    await storeSample(local, 7, Buffer.from('the uploaded sample of fabric 7'))
    const logo = await storeTeamLogo(local, Buffer.from('a team logo'))
    await local.put('feedback/0b9e5c1e-photo.jpg', Buffer.from('a feedback photo'))
    await local.put('media-cache/shirt/AbCdEfGhIjKlMnOpQrStUv.json', Buffer.from('[]'))
    // Neither a half-written file, nor the outbox, nor the database goes to the bucket.
    fs.writeFileSync(path.join(dataDir, 'feedback', '.half.jpg.1.tmp'), 'half a photo')
    fs.mkdirSync(path.join(dataDir, 'outbox'))
    fs.writeFileSync(path.join(dataDir, 'outbox', '0001-welcome.eml'), 'Subject: Willkommen')
    const bucket = await s3.bucket('nf-migrate')

    const first = await migrate(bucket.env)
    expect(first.stdout).toContain('storage:migrate: fabric-samples: 1 copied')
    expect(first.stdout).toMatch(/4 files copied, 0 already there/)
    expect(first.stdout + first.stderr).not.toContain('S3RVER')

    const target = createFileStore(parseEnv({ NODE_ENV: 'test', ...bucket.env }))
    expect((await target.list('')).map((item) => item.key)).toEqual([
      'fabric-samples/7.jpg',
      'feedback/0b9e5c1e-photo.jpg',
      'media-cache/shirt/AbCdEfGhIjKlMnOpQrStUv.json',
      `team-logos/${logo}`,
    ])
    expect((await target.get('fabric-samples/7.jpg'))?.toString()).toBe('the uploaded sample of fabric 7')

    await local.put('feedback/1c2d-later.png', Buffer.from('a later photo'))
    const second = await migrate(bucket.env)
    expect(second.stdout).toMatch(/1 files copied, 4 already there/)
    expect((await target.list('')).length).toBe(5)
    // DATA_DIR is left as it was.
    expect(fs.readFileSync(path.join(dataDir, 'fabric-samples', '7.jpg'), 'utf8')).toBe(
      'the uploaded sample of fabric 7',
    )
  })

  it('refuses without S3_BUCKET, and names the bucket it cannot reach without its keys', async () => {
    const missing = await migrate({}).catch((error: { code: number; stderr: string }) => error)
    expect(missing).toMatchObject({ code: 2 })
    expect((missing as { stderr: string }).stderr).toContain('S3_BUCKET is not set')

    const unreachable = await migrate({
      S3_BUCKET: 'nf-nowhere',
      S3_ENDPOINT: 'http://127.0.0.1:4579',
      S3_ACCESS_KEY_ID: 'AKIA-VISIBLE-NOWHERE',
      S3_SECRET_ACCESS_KEY: 'very-secret-key-value',
      S3_FORCE_PATH_STYLE: '1',
      S3_TIMEOUT_MS: '1000',
    }).catch((error: { code: number; stderr: string }) => error)
    expect(unreachable).toMatchObject({ code: 1 })
    const said = (unreachable as { stderr: string }).stderr
    expect(said).toContain('nf-nowhere')
    expect(said).not.toContain('very-secret-key-value')
  })
})
