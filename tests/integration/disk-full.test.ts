import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { serviceTickets } from '../../db/schema/index.ts'
import { smallPng } from '../support/feedback-helpers.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * A full disk: file writes fail with ENOSPC after writing part of their bytes, as a real full
 * disk does. Uploads leave nothing behind and answer 507; a committed design change is no error.
 */
const disk = vi.hoisted(() => ({ full: false }))

vi.mock('node:fs/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:fs/promises')>()
  const writeFile: typeof original.writeFile = async (file, data, options) => {
    if (!disk.full) return original.writeFile(file, data, options)
    const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data as Uint8Array)
    await original.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)), options)
    throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    })
  }
  return { ...original, writeFile, default: { ...original, writeFile } }
})

let app: ReturnType<typeof createTestApp>['app']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-disk-full-'))
const calls = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  database = await useTestDatabase()
  app = createTestApp(database.db, { DATA_DIR: dataDir }).app
})

/** Every file under a folder, at any depth. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
}

describe('a full disk', () => {
  it('a service request with photos answers 507 with a reason and leaves no file and no ticket', async () => {
    const png = await smallPng()
    const form = new FormData()
    for (const [name, value] of Object.entries({
      action: 'create',
      kind: 'service',
      topic: 'question',
      subject: 'Volle Platte',
      message: 'Zwei Fotos anbei.',
      email: 'disk@example.com',
    }))
      form.append(name, value)
    for (const name of ['a.png', 'b.png'])
      form.append('files[]', new File([new Uint8Array(png)], name, { type: 'image/png' }))
    disk.full = true
    let response: Response
    try {
      response = await app.request('/api/service.php', {
        method: 'POST',
        headers: { origin: 'http://localhost' },
        body: form,
      })
    } finally {
      disk.full = false
    }
    expect(response.status).toBe(507)
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_STORAGE',
      reason: 'STORAGE_FULL',
    })
    expect(filesUnder(path.join(dataDir, 'feedback'))).toEqual([])
    expect(
      await database.db.select().from(serviceTickets).where(eq(serviceTickets.subject, 'Volle Platte')),
    ).toEqual([])
  })

  it('the service page answers 507 with the message at the form, and stores nothing', async () => {
    // A guest without a session yet (a page read starts none): the post starts it.
    const png = await smallPng()
    const form = new FormData()
    for (const [name, value] of Object.entries({
      topic: 'question',
      subject: 'Volle Seite',
      message: 'Ein Foto anbei.',
      email: 'disk-page@example.com',
    }))
      form.append(name, value)
    form.append('files', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }))
    disk.full = true
    let response: Response
    try {
      response = await app.request('/service/new', {
        method: 'POST',
        headers: { origin: 'http://localhost' },
        body: form,
      })
    } finally {
      disk.full = false
    }
    const html = await response.text()
    expect(response.status).toBe(507)
    expect(html).toContain('Der Speicher des Shops ist gerade voll')
    expect(filesUnder(path.join(dataDir, 'feedback'))).toEqual([])
    expect(
      await database.db.select().from(serviceTickets).where(eq(serviceTickets.subject, 'Volle Seite')),
    ).toEqual([])
  })

  it('a design change that committed answers 200, not an error', async () => {
    const jar = new CookieJar()
    const shirtId = await calls.newDesign(jar)
    disk.full = true
    let changed: Awaited<ReturnType<typeof calls.shirt>>
    try {
      changed = await calls.shirt(jar, { action: 'updateFabric', shirtId, fabricId: 1002 })
    } finally {
      disk.full = false
    }
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect(changed.body.shirt.fabricId).toBe(1002)
    const stored = await calls.shirt(jar, { action: 'fetch', shirtId })
    expect(stored.body.shirt.fabricId).toBe(1002)
    // No half-written cache file stays behind.
    expect(filesUnder(path.join(dataDir, 'media-cache')).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })
})
