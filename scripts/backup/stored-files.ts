import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { type FileStore, storedPrefixes } from '#core/storage/file-store.ts'
import { outboxDir } from '#server/email/mailer.ts'

const run = promisify(execFile)

/**
 * The files the shop keeps besides its database, and the one place a backup reads and writes
 * them: folders under DATA_DIR (`dataDirFiles`), or the S3 bucket with the outbox that stays in
 * DATA_DIR (`bucketFiles`). backup/restore see only the three methods.
 */
export type FolderInventory = { files: number; bytes: number; sha256: Record<string, string> }
/** Per folder (`fabric-samples`, …): how many files, how many bytes, each file's sha256. */
export type FileInventory = Record<string, FolderInventory>

export type StoredFiles = {
  /** Where the files are, for messages. */
  location: string
  /** Every stored file into the gzipped tar `archive`; answers what the archive really holds. */
  pack: (archive: string) => Promise<FileInventory>
  /**
   * Sets the current folders aside (`<folder>.before-restore-<stamp>`) and unpacks `archive` in
   * their place; answers what is stored now, and the folders set aside.
   */
  unpack: (archive: string, stamp: string) => Promise<{ inventory: FileInventory; setAside: string[] }>
  /** What is stored now. */
  inventory: () => Promise<FileInventory>
}

const probe = '/data-dir'
const folderOf = (dirOf: (dataDir: string) => string) => path.relative(probe, dirOf(probe))

/**
 * The outbox (the only copy of the mails when SMTP_URL is not set) is each instance's own and
 * stays in DATA_DIR whatever the store.
 */
const outboxFolder = folderOf((dataDir) => outboxDir({ dataDir }))

/**
 * The folders the shop writes, named as the shop itself names them: its store's (uploaded fabric
 * samples, accessories' photos, feedback and service photos, team logos, the media cache with the thumbnails' layer
 * lists, which saved designs' picture URLs point at) and the outbox.
 */
export const storedFolders: readonly string[] = [
  storedPrefixes.fabricSamples,
  storedPrefixes.productPhotos,
  storedPrefixes.feedback,
  storedPrefixes.teamLogos,
  storedPrefixes.mediaCache,
  outboxFolder,
]

/** What else lives in DATA_DIR, and why the file part of a backup leaves it out. */
export const notStoredFiles: Readonly<Record<string, string>> = {
  pglite: 'the PGlite database: dumped as the database',
  'shop.lock': 'the running process that holds the data folder',
}

/** Written under a temporary name and renamed when complete: never a stored file. */
const isTemporary = (name: string) => name.endsWith('.tmp')

function storedFileNames(root: string, folders: readonly string[] = storedFolders): string[] {
  return folders.flatMap((folder) => {
    const dir = path.join(root, folder)
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !isTemporary(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
  })
}

export function sha256OfFile(file: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    fs.createReadStream(file)
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest('hex')))
  })
}

/**
 * Every stored folder, present or not (an absent one has no files), in a fixed order; `folders`
 * adds those a bucket holds beyond the shop's own.
 */
export async function inventoryOf(
  root: string,
  folders: readonly string[] = storedFolders,
): Promise<FileInventory> {
  const all = [...new Set([...storedFolders, ...folders])]
  const inventory: FileInventory = Object.fromEntries(
    all.map((folder) => [folder, { files: 0, bytes: 0, sha256: {} }]),
  )
  for (const name of storedFileNames(root, all).sort()) {
    const [folder, ...rest] = name.split(path.sep)
    const entry = inventory[folder as string] as FolderInventory
    entry.files += 1
    entry.bytes += fs.statSync(path.join(root, name)).size
    entry.sha256[rest.join('/')] = await sha256OfFile(path.join(root, name))
  }
  return inventory
}

export function dataDirFiles(dataDir: string): StoredFiles {
  return {
    location: `DATA_DIR ${dataDir}`,
    inventory: () => inventoryOf(dataDir),
    async pack(archive) {
      const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nf-backup-list-')), 'files')
      fs.writeFileSync(list, storedFileNames(dataDir).join('\0'))
      try {
        // The shop may keep running (PostgreSQL): a file removed after the listing is left out
        // (--ignore-failed-read), and the inventory is read back from the archive, not the listing.
        await run('tar', [
          '--create',
          '--gzip',
          `--file=${archive}`,
          `--directory=${dataDir}`,
          '--ignore-failed-read',
          '--null',
          `--files-from=${list}`,
        ])
      } finally {
        fs.rmSync(path.dirname(list), { recursive: true, force: true })
      }
      const check = fs.mkdtempSync(path.join(path.dirname(archive), '.check-'))
      try {
        await run('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${check}`])
        return await inventoryOf(check)
      } finally {
        fs.rmSync(check, { recursive: true, force: true })
      }
    },
    async unpack(archive, stamp) {
      fs.mkdirSync(dataDir, { recursive: true })
      const setAside: string[] = []
      for (const folder of storedFolders) {
        const current = path.join(dataDir, folder)
        if (!fs.existsSync(current)) continue
        const aside = `${current}.before-restore-${stamp}`
        fs.renameSync(current, aside)
        setAside.push(aside)
      }
      await run('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${dataDir}`])
      return { inventory: await inventoryOf(dataDir), setAside }
    },
  }
}

/** The top-level folders of a staged copy: a bucket may hold more than the shop's own. */
function foldersIn(root: string): string[] {
  if (!fs.existsSync(root)) return []
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

async function tarFolder(source: string, archive: string) {
  await run('tar', ['--create', '--gzip', `--file=${archive}`, `--directory=${source}`, '.'])
}

/** What an archive holds, read back from the archive itself. */
async function archiveInventory(archive: string): Promise<FileInventory> {
  const check = fs.mkdtempSync(path.join(path.dirname(archive), '.check-'))
  try {
    await run('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${check}`])
    return await inventoryOf(check, foldersIn(check))
  } finally {
    fs.rmSync(check, { recursive: true, force: true })
  }
}

/** Every object of the bucket into `stage/<key>`, streamed (never a whole object in memory). */
async function downloadBucket(store: FileStore, stage: string) {
  for (const { key } of await store.list('')) {
    const stored = await store.stream(key)
    // Removed since the listing (the shop keeps running): left out, as tar leaves out a removed file.
    if (!stored) continue
    const file = path.join(stage, ...key.split('/'))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    await pipeline(
      Readable.fromWeb(stored.body as import('node:stream/web').ReadableStream),
      fs.createWriteStream(file),
    )
  }
}

/** The local outbox (never in the bucket) copied into a staged backup. */
function copyOutbox(dataDir: string, stage: string) {
  const outbox = path.join(dataDir, outboxFolder)
  if (!fs.existsSync(outbox)) return
  fs.cpSync(outbox, path.join(stage, outboxFolder), {
    recursive: true,
    filter: (source) => !isTemporary(path.basename(source)),
  })
}

/**
 * The files of a shop whose store is an S3 bucket: every object of the bucket, grouped by its
 * first key segment as the folders are, and the outbox from DATA_DIR. A restore makes the bucket
 * hold what the backup holds: objects it would overwrite or that the backup lacks are first
 * copied under `before-restore-<stamp>/` in the same bucket (the bucket's counterpart of the
 * folders set aside), then removed or overwritten.
 */
export function bucketFiles(store: FileStore, dataDir: string): StoredFiles {
  const staged = async <T>(work: (stage: string) => Promise<T>) => {
    const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-backup-bucket-'))
    try {
      return await work(stage)
    } finally {
      fs.rmSync(stage, { recursive: true, force: true })
    }
  }
  const inventory = () =>
    staged(async (stage) => {
      await downloadBucket(store, stage)
      copyOutbox(dataDir, stage)
      return inventoryOf(stage, foldersIn(stage))
    })
  return {
    location: `${store.location} and the outbox in DATA_DIR ${dataDir}`,
    inventory,
    async pack(archive) {
      await staged(async (stage) => {
        await downloadBucket(store, stage)
        copyOutbox(dataDir, stage)
        await tarFolder(stage, archive)
      })
      return archiveInventory(archive)
    },
    async unpack(archive, stamp) {
      const setAside: string[] = []
      await staged(async (stage) => {
        await run('tar', ['--extract', '--gzip', `--file=${archive}`, `--directory=${stage}`])
        const wanted = new Map<string, string>()
        for (const name of storedFileNames(
          stage,
          foldersIn(stage).filter((folder) => folder !== outboxFolder),
        )) {
          wanted.set(name.split(path.sep).join('/'), path.join(stage, name))
        }
        const aside = `before-restore-${stamp}`
        let moved = 0
        for (const { key } of await store.list('')) {
          if (key.startsWith('before-restore-')) continue
          const file = wanted.get(key)
          const current = await store.get(key)
          if (!current) continue
          if (file && current.equals(fs.readFileSync(file))) {
            wanted.delete(key)
            continue
          }
          await store.put(`${aside}/${key}`, current)
          moved += 1
          if (!file) await store.delete(key)
        }
        for (const [key, file] of wanted) await store.put(key, fs.readFileSync(file))
        if (moved > 0) setAside.push(`${store.location}: ${aside}/ (${moved} objects)`)
        const outbox = path.join(dataDir, outboxFolder)
        if (fs.existsSync(outbox)) {
          fs.renameSync(outbox, `${outbox}.before-restore-${stamp}`)
          setAside.push(`${outbox}.before-restore-${stamp}`)
        }
        if (fs.existsSync(path.join(stage, outboxFolder))) {
          fs.mkdirSync(dataDir, { recursive: true })
          fs.cpSync(path.join(stage, outboxFolder), outbox, { recursive: true })
        }
      })
      return { inventory: await inventory(), setAside }
    },
  }
}
