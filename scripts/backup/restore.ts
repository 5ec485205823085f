import path from 'node:path'
import { parseEnv } from '#config/env.server.ts'
import { restore } from './archive.ts'

/**
 * `npm run restore <folder>`: puts a backup of `npm run backup` back (PGlite: with the shop
 * stopped) and checks the result against its manifest; exit 1 when anything differs.
 */
const source = process.argv[2]
if (!source) {
  console.error('usage: npm run restore -- <backup folder>')
  process.exit(2)
}
const env = parseEnv(process.env)
const result = await restore(env, path.resolve(source))
if (!result.ok) {
  console.error(`restore failed (${result.reason}): ${result.message}`)
  process.exit(1)
}
const where = [
  env.DATABASE_URL ? 'DATABASE_URL' : `DATA_DIR ${env.dataDir}`,
  env.s3 ? `bucket ${env.s3.bucket}` : null,
]
  .filter(Boolean)
  .join(' and ')
console.log(
  `restore: ${result.manifest.database.kind} database and files from ${source} into ${where}, checked against its manifest`,
)
if (result.setAside.length > 0)
  console.log(`restore: the data before is kept in ${result.setAside.join(', ')}`)
