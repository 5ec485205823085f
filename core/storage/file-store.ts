/**
 * The one place every file the shop keeps besides its database goes through: uploaded feedback
 * and service photos, fabric samples, team logos, and the media cache with the thumbnails' layer
 * lists (docs/decisions/020-object-storage.md). A folder under DATA_DIR by default, or an
 * S3-compatible bucket (server/storage/). Keys are the same relative paths in both, so a bucket
 * filled by `npm run storage:migrate` looks like the folder it came from.
 *
 * Keys are made by the shop (never taken from a request as they are): segments of letters, digits,
 * `_`, `-` and dots, none starting with a dot (temporary files are hidden that way), joined by `/`.
 */
export type StoredObject = { key: string; size: number }

export type ObjectStream = {
  body: ReadableStream<Uint8Array>
  size: number
}

export type FileStore = {
  /** Where the files are, for messages and logs; never a secret. */
  readonly location: string
  /** The whole object, or null when there is none. Meant for small objects (media layers). */
  get: (key: string) => Promise<Buffer | null>
  /** The object as a stream to answer with, or null when there is none. */
  stream: (key: string) => Promise<ObjectStream | null>
  /** Stores the whole object at once: a reader sees the old object or the new one, never half. */
  put: (key: string, data: Uint8Array, contentType?: string) => Promise<void>
  /** Removes the object; no object is no error. */
  delete: (key: string) => Promise<void>
  exists: (key: string) => Promise<boolean>
  /** Every object whose key starts with `prefix` (a folder ends with `/`), in key order. */
  list: (prefix: string) => Promise<StoredObject[]>
  /** Throws `StorageUnavailableError` when the store cannot be used now (the bucket); the folder has none. */
  check?: () => Promise<void>
}

/** The top-level folders the shop writes into its store. */
export const storedPrefixes = {
  feedback: 'feedback',
  fabricSamples: 'fabric-samples',
  teamLogos: 'team-logos',
  productPhotos: 'product-photos',
  mediaCache: 'media-cache',
} as const

const segment = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/

/** Whether a key may be read or written: no `..`, no leading dot, no empty segment. */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 400) return false
  return key.split('/').every((part) => segment.test(part) && !part.includes('..'))
}

/** Thrown by a store for a key the shop never makes: a bug, not a request to answer. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`)
}

/**
 * The store cannot answer right now (unreachable, refusing our credentials, too slow). Answered
 * 503 with reason STORAGE_UNAVAILABLE (server/app.ts), like a database that does not answer.
 * It carries the operation, the key and the store's own error name, never its configuration.
 */
export class StorageUnavailableError extends Error {
  readonly code = 'STORAGE_UNAVAILABLE'
  constructor(operation: string, key: string, detail: string) {
    super(`Object storage could not ${operation} ${key}: ${detail}`)
    this.name = 'StorageUnavailableError'
  }
}

/** Whether an error (anywhere in its cause chain) is the store's `StorageUnavailableError`. */
export function isStorageUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === 'STORAGE_UNAVAILABLE') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
