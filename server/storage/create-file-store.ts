import type { Env } from '#config/env.server.ts'
import type { FileStore } from '#core/storage/file-store.ts'
import { localFileStore } from './local-store.ts'
import { s3FileStore } from './s3-store.ts'

/**
 * The shop's store from its configuration: the bucket when S3_BUCKET is set (config/env.server.ts
 * has checked the rest of the S3_* settings), otherwise DATA_DIR itself, laid out as always.
 */
export function createFileStore(env: Env): FileStore {
  if (!env.s3) return localFileStore(env.dataDir)
  return s3FileStore(env.s3)
}
