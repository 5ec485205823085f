import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { startS3Server } from '../support/s3-server.ts'
import { CookieJar } from '../support/test-app.ts'

/**
 * Two shop processes that share nothing but PostgreSQL and the S3 bucket (each its own DATA_DIR,
 * as on two machines): a fabric photo uploaded through one is served by the other. Needs the
 * machine's PostgreSQL (127.0.0.1:5432, user postgres); without it the test is skipped.
 */
const adminUrl = 'postgres://postgres@127.0.0.1:5432/postgres'
const admin = { email: 'admin@storage.test', password: 'Storage-Admin-Passwort-1' }
const ports = { a: 3431, b: 3432, s3: 4572 }

async function postgresReachable() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function onPostgres(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const children: ChildProcess[] = []
const cleanUps: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  for (const cleanUp of cleanUps.reverse()) await cleanUp()
})

function startInstance(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SKIP_MEDIA_WARMUP: '1',
      PORT: String(port),
      BIND: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  return { child, output: () => output }
}

async function waitUntilServing(port: number, instance: ReturnType<typeof startInstance>) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) throw new Error(`instance on ${port} exited: ${instance.output()}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/live`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`instance on ${port} did not start`)
}

const reachable = await postgresReachable()

describe.skipIf(!reachable)('two instances on one bucket', () => {
  it('serve through one the fabric photo uploaded and the design picture named through the other; neither keeps them in its DATA_DIR', async () => {
    const s3 = await startS3Server(ports.s3)
    cleanUps.push(() => s3.stop())
    const bucket = await s3.bucket('nf-shared')
    const database = `nf_storage_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    await onPostgres(`CREATE DATABASE "${database}"`)
    cleanUps.push(() => onPostgres(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`))
    const shared = {
      ...bucket.env,
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    }
    const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'nf-shared-storage-')))
    cleanUps.push(() => {
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
    })
    // One after the other: the first migrates and seeds the new database.
    const a = startInstance(ports.a, { ...shared, DATA_DIR: dataDirs[0] as string })
    await waitUntilServing(ports.a, a)
    const b = startInstance(ports.b, { ...shared, DATA_DIR: dataDirs[1] as string })
    await waitUntilServing(ports.b, b)
    const originA = `http://127.0.0.1:${ports.a}`
    const originB = `http://127.0.0.1:${ports.b}`

    const drawn = new Uint8Array(await (await fetch(`${originB}/media/samples/1001.jpg`)).arrayBuffer())

    const jar = new CookieJar()
    const login = await fetch(`${originA}/api/account.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: originA },
      body: JSON.stringify({ action: 'login', ...admin }),
    })
    expect(login.status, await login.clone().text()).toBe(200)
    jar.store(login)

    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('action', 'uploadSample')
    form.append('fabricId', '1001')
    form.append('file', new File([new Uint8Array(photo)], 'sample.jpg', { type: 'image/jpeg' }))
    const upload = await fetch(`${originA}/api/admin/fabrics.php`, {
      method: 'POST',
      headers: { origin: originA, cookie: jar.header() },
      body: form,
    })
    expect(upload.status, await upload.clone().text()).toBe(200)

    const fromA = await fetch(`${originA}/media/samples/1001.jpg`)
    const fromB = await fetch(`${originB}/media/samples/1001.jpg`)
    expect(fromB.status).toBe(200)
    expect(fromB.headers.get('content-type')).toBe('image/jpeg')
    const servedByB = new Uint8Array(await fromB.arrayBuffer())
    expect(Buffer.from(servedByB).equals(Buffer.from(new Uint8Array(await fromA.arrayBuffer())))).toBe(true)
    expect(Buffer.from(servedByB).equals(Buffer.from(drawn))).toBe(false)
    const { dominant } = await sharp(servedByB).stats()
    expect(dominant.r).toBeGreaterThan(150)

    // A design's picture name is registered by the instance that shows the design, and drawn by
    // whichever instance is asked for it.
    const guest = new CookieJar()
    const shirtCall = async (body: unknown) => {
      const response = await fetch(`${originA}/api/shirt.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: originA, cookie: guest.header() },
        body: JSON.stringify(body),
      })
      guest.store(response)
      return response.json()
    }
    const { shirtId } = await shirtCall({ action: 'create', templateID: 11 })
    const { shirt } = await shirtCall({ action: 'fetch', shirtId })
    expect(shirt.thumbnailUrl).toMatch(/^\/folded\/shirt\/[A-Za-z0-9_-]{22}\.png$/)
    const picture = await fetch(`${originB}${shirt.thumbnailUrl}`)
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-type')).toBe('image/png')

    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket.name, Prefix: 'fabric-samples/' }),
    )
    client.destroy()
    expect(listed.Contents?.map((item) => item.Key)).toEqual(['fabric-samples/1001.jpg'])
    for (const dir of dataDirs) {
      expect(fs.existsSync(path.join(dir, 'fabric-samples'))).toBe(false)
      expect(fs.existsSync(path.join(dir, 'media-cache'))).toBe(false)
    }
  }, 300_000)
})
