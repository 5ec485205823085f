import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { getCatalog } from '../../core/catalog/catalog-cache.ts'
import { designPreview } from '../../core/shirts/preview.ts'
import { templateState } from '../../core/shirts/template-state.ts'
import { openDatabase } from '../../db/client.ts'
import { startShop } from '../load/shop-process.ts'
import { freshDatabase } from './postgres.ts'

/**
 * Scenario `disk-full`: DATA_DIR on a 2 MB tmpfs (mounted here, unmounted at the end; needs root),
 * the database on the local PostgreSQL. The disk is filled to the last byte, then: a service
 * request with two photos, pictures the media cache has not seen (design layers, fabric samples)
 * and pages. Judged: the upload answers 507 STORAGE_FULL and stores nothing, the pictures are
 * served (rendered, not cached), pages and the API keep answering, no temporary or truncated file
 * is left in DATA_DIR, and once space is freed the same upload succeeds.
 */
export async function diskFullScenario(options: { port: number }) {
  const mount = `/tmp/nf-faults-full-${options.port}`
  fs.mkdirSync(mount, { recursive: true })
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', mount], { stdio: 'pipe' })
  } catch (error) {
    console.log(
      `\ndisk-full: skipped, a tmpfs could not be mounted at ${mount} (needs root): ${String(error)}`,
    )
    return true
  }
  const database = await freshDatabase('disk')
  const dataDir = path.join(mount, 'data')
  // The shop's log goes elsewhere: it must not need the full disk.
  const logDir = `/tmp/nf-faults-${options.port + 6}`
  fs.rmSync(logDir, { recursive: true, force: true })
  try {
    const shop = await startShop({
      port: options.port + 6,
      dataDir: logDir,
      env: { DATABASE_URL: database.url, DATA_DIR: dataDir },
    })
    try {
      return await run(shop.url, dataDir, mount, database.url)
    } finally {
      await shop.stop()
    }
  } finally {
    await database.drop()
    execFileSync('umount', [mount])
    fs.rmdirSync(mount)
  }
}

async function run(url: string, dataDir: string, mount: string, databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl, migrate: false })
  const catalog = await getCatalog(database.db)
  const state = templateState(catalog, 1)
  const layers = state
    ? designPreview(catalog, '', state).map(([name, folder]) => `/folded/${folder}/${name}`)
    : []
  const samples = [...catalog.fabrics.keys()].slice(0, 6).map((id) => `/media/samples/${id}.jpg`)
  await database.close()

  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 80, b: 60 } },
  })
    .jpeg()
    .toBuffer()
  const upload = async (subject: string) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({
      action: 'create',
      kind: 'service',
      topic: 'question',
      subject,
      message: 'Zwei Fotos anbei.',
      email: 'disk-full@example.com',
    }))
      form.append(name, value)
    for (const name of ['a.jpg', 'b.jpg'])
      form.append('files[]', new File([new Uint8Array(photo)], name, { type: 'image/jpeg' }))
    const response = await fetch(`${url}/api/service.php`, {
      method: 'POST',
      headers: { origin: url },
      body: form,
    })
    const body = (await response.json().catch(() => ({}))) as { reason?: string }
    return { status: response.status, reason: body.reason ?? '' }
  }
  const get = async (pathname: string) => {
    const response = await fetch(`${url}${pathname}`, { headers: { accept: 'image/webp,*/*' } })
    const bytes = Buffer.from(await response.arrayBuffer())
    return { status: response.status, bytes: bytes.length }
  }

  // Some pictures cached while there is room (they must stay intact), then the disk filled.
  for (const layer of layers.slice(0, 3)) await get(layer)
  const filler = path.join(mount, 'filler')
  const chunk = Buffer.alloc(64 * 1024, 1)
  const fd = fs.openSync(filler, 'w')
  try {
    for (;;) fs.writeSync(fd, chunk)
  } catch {
    // ENOSPC: full. Top up byte by byte in smaller pieces.
    for (const size of [4096, 512, 1]) {
      try {
        for (;;) fs.writeSync(fd, chunk.subarray(0, size))
      } catch {
        // Next smaller piece.
      }
    }
  } finally {
    fs.closeSync(fd)
  }
  const free = fs.statfsSync(mount)
  const freeBytes = free.bavail * free.bsize

  const fullUpload = await upload('Volle Platte')
  const media = await Promise.all([...layers.slice(3), ...samples].map(get))
  const pages = await Promise.all(['/', '/stoffe', '/health/ready'].map(get))
  const api = await fetch(`${url}/api/catalog.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ action: 'templates' }),
  })
  const files = inspect(dataDir)

  fs.rmSync(filler)
  const freedUpload = await upload('Wieder Platz')
  const afterFiles = inspect(dataDir)

  const mediaOk = media.filter((answer) => answer.status === 200 && answer.bytes > 0).length
  console.log(
    `\n${new Date().toISOString()}: disk-full, DATA_DIR on a 2 MB tmpfs filled (${freeBytes} bytes left)`,
  )
  console.log('\n| check | result |\n|---|---|')
  console.log(
    `| service request with 2 photos on the full disk | ${fullUpload.status} ${fullUpload.reason} |`,
  )
  console.log(
    `| pictures not cached yet (design layers, fabric samples) | ${mediaOk} of ${media.length} served (200) |`,
  )
  console.log(
    `| pages /, /stoffe, /health/ready; API catalog templates | ${pages.map((page) => page.status).join(', ')}; ${api.status} |`,
  )
  console.log(
    `| files in DATA_DIR while full: temporary / truncated or unreadable | ${files.temporary.length} / ${files.broken.length} (of ${files.total}; feedback photos ${files.feedback}) |`,
  )
  console.log(
    `| the same upload after space was freed | ${freedUpload.status}; feedback photos stored ${afterFiles.feedback}; temporary / broken ${afterFiles.temporary.length} / ${afterFiles.broken.length} |`,
  )
  for (const name of [...files.temporary, ...files.broken].slice(0, 10)) console.log(`  ${name}`)
  return (
    fullUpload.status === 507 &&
    fullUpload.reason === 'STORAGE_FULL' &&
    mediaOk === media.length &&
    pages.every((page) => page.status === 200) &&
    api.status === 200 &&
    files.temporary.length === 0 &&
    files.broken.length === 0 &&
    files.feedback === 0 &&
    freedUpload.status === 200 &&
    afterFiles.feedback === 2
  )
}

/** Every file under DATA_DIR: temporary leftovers, and pictures that do not end as their format must. */
function inspect(dataDir: string) {
  const temporary: string[] = []
  const broken: string[] = []
  let total = 0
  let feedback = 0
  const all = fs.existsSync(dataDir)
    ? fs.readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : []
  for (const entry of all) {
    const file = path.join(entry.parentPath, entry.name)
    total++
    if (file.includes(`${path.sep}feedback${path.sep}`)) feedback++
    if (entry.name.endsWith('.tmp')) {
      temporary.push(file)
      continue
    }
    const bytes = fs.readFileSync(file)
    const ext = path.extname(entry.name)
    const whole =
      bytes.length > 0 &&
      (ext === '.png'
        ? bytes.subarray(-8).toString('latin1') === 'IEND\xaeB`\x82'
        : ext === '.webp'
          ? bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.readUInt32LE(4) + 8 === bytes.length
          : ext === '.jpg' || ext === '.jpeg'
            ? bytes[0] === 0xff && bytes[1] === 0xd8 && bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9
            : ext === '.json'
              ? parses(bytes)
              : true)
    if (!whole) broken.push(file)
  }
  return { temporary, broken, total, feedback }
}

function parses(bytes: Buffer) {
  try {
    JSON.parse(bytes.toString('utf8'))
    return true
  } catch {
    return false
  }
}
