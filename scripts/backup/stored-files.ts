import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { fabricSamplesDir, mediaCacheDir } from '#core/catalog/fabric-samples.ts'
import { feedbackDir } from '#core/feedback/images.ts'
import { teamLogoDir } from '#core/teams/logo.ts'
import { outboxDir } from '#server/email/mailer.ts'

const run = promisify(execFile)

/**
 * The files the shop keeps besides its database, and the one place a backup reads and writes
 * them. Today they live in folders under DATA_DIR; object storage would be another `StoredFiles`
 * with the same three methods, and backup/restore would not change.
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
 * The folders under DATA_DIR the shop writes, named by the functions the shop itself uses:
 * uploaded fabric samples, feedback and service photos, team logos, the media cache (rendered
 * pictures and the thumbnails' layer lists, which saved designs' picture URLs point at), and the
 * outbox (the only copy of the mails when SMTP_URL is not set).
 */
export const storedFolders: readonly string[] = [
  folderOf(fabricSamplesDir),
  folderOf(feedbackDir),
  folderOf(teamLogoDir),
  folderOf(mediaCacheDir),
  folderOf((dataDir) => outboxDir({ dataDir })),
]

/** What else lives in DATA_DIR, and why the file part of a backup leaves it out. */
export const notStoredFiles: Readonly<Record<string, string>> = {
  pglite: 'the PGlite database: dumped as the database',
  'shop.lock': 'the running process that holds the data folder',
}

/** Written under a temporary name and renamed when complete: never a stored file. */
const isTemporary = (name: string) => name.endsWith('.tmp')

function storedFileNames(root: string): string[] {
  return storedFolders.flatMap((folder) => {
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

/** Every stored folder, present or not (an absent one has no files), in a fixed order. */
export async function inventoryOf(root: string): Promise<FileInventory> {
  const inventory: FileInventory = Object.fromEntries(
    storedFolders.map((folder) => [folder, { files: 0, bytes: 0, sha256: {} }]),
  )
  for (const name of storedFileNames(root).sort()) {
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
