import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { assertSafeKey, type FileStore, type StoredObject } from '#core/storage/file-store.ts'

/**
 * The store as a folder (DATA_DIR by default): a key is a path below it, as the shop has always
 * laid its files out. A write goes to a temporary name (a leading dot, so `list` never shows it)
 * and is renamed once complete: a full disk (ENOSPC, answered 507) never leaves half a file.
 * `list` walks the folders below the prefix; `list('')` would walk all of DATA_DIR, the PGlite
 * database included, which is why the shop lists only its own folders (`feedback/`, …).
 */
export function localFileStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    location: `folder ${root}`,
    async get(key) {
      try {
        return await fs.readFile(fileOf(key))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async stream(key) {
      let handle: fs.FileHandle
      try {
        handle = await fs.open(fileOf(key), 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      const size = await handle.stat().then(
        (stat) => stat.size,
        async (error: unknown) => {
          await handle.close()
          throw error
        },
      )
      // The handle closes itself when the stream ends or is cancelled (autoClose).
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>
      return { body, size }
    },
    async put(key, data) {
      const file = fileOf(key)
      const temporary = path.join(
        path.dirname(file),
        `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
      )
      await fs.mkdir(path.dirname(file), { recursive: true })
      try {
        await fs.writeFile(temporary, data, { flag: 'wx', mode: 0o600 })
        await fs.rename(temporary, file)
      } finally {
        await fs.rm(temporary, { force: true }).catch(() => undefined)
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true })
    },
    async exists(key) {
      try {
        return (await fs.stat(fileOf(key))).isFile()
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    async list(prefix) {
      const folder = prefix.endsWith('/') ? prefix.slice(0, -1) : path.posix.dirname(prefix)
      const start = folder === '.' || folder === '' ? root : path.join(root, ...folder.split('/'))
      let entries: import('node:fs').Dirent[]
      try {
        entries = await fs.readdir(start, { recursive: true, withFileTypes: true })
      } catch (error) {
        if (isMissing(error)) return []
        throw error
      }
      const found: StoredObject[] = []
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const key = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')
        // Temporary files (a leading dot; `.tmp` from before this store) are never stored objects.
        if (
          !key.startsWith(prefix) ||
          key.endsWith('.tmp') ||
          key.split('/').some((part) => part.startsWith('.'))
        )
          continue
        const size = await fs
          .stat(path.join(entry.parentPath, entry.name))
          .then((stat) => stat.size)
          .catch(() => -1)
        // A file removed between the listing and its size is not listed.
        if (size >= 0) found.push({ key, size })
      }
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    },
  }
}

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException).code
  return code === 'ENOENT' || code === 'ENOTDIR'
}
