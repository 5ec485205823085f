import fs from 'node:fs'
import { ConfigError, parseEnv } from '#config/env.server.ts'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { localFileStore } from '#server/storage/local-store.ts'
import { copyToBucket } from './copy-to-bucket.ts'

/**
 * `npm run storage:migrate`: copies the files of DATA_DIR (uploaded photos, fabric samples, team
 * logos, the media cache) into the bucket of the S3_* settings, once before the shop is started
 * with them (docs/operations.md). Idempotent: a second run copies only what is new. DATA_DIR is
 * left as it was. Exit 1 when the bucket cannot be used, 2 on a wrong configuration.
 */
let env: ReturnType<typeof parseEnv>
try {
  env = parseEnv(process.env)
} catch (error) {
  if (!(error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exit(2)
}
if (!env.s3) {
  console.error(
    'storage:migrate: S3_BUCKET is not set: set the S3_* settings of the bucket to copy DATA_DIR into.',
  )
  process.exit(2)
}
if (!fs.statSync(env.dataDir, { throwIfNoEntry: false })?.isDirectory()) {
  console.error(
    `storage:migrate: DATA_DIR (${env.dataDir}) does not exist: set DATA_DIR to the shop's data folder.`,
  )
  process.exit(2)
}
const target = createFileStore(env)
try {
  await target.check?.()
  const counts = await copyToBucket(localFileStore(env.dataDir), target)
  let copied = 0
  let present = 0
  for (const [folder, count] of Object.entries(counts)) {
    copied += count.copied
    present += count.present
    console.log(
      `storage:migrate: ${folder}: ${count.copied} copied (${count.bytes} bytes), ${count.present} already in the bucket`,
    )
  }
  console.log(
    `storage:migrate: ${copied} files copied, ${present} already there, from DATA_DIR ${env.dataDir} to ${target.location}`,
  )
} catch (error) {
  // The store's own error names the operation and key, never the S3_* values.
  console.error(`storage:migrate failed: ${(error as Error).message}`)
  process.exit(1)
}
