import path from 'node:path'
import { parseEnv } from '#config/env.server.ts'
import { backup } from './archive.ts'

/**
 * `npm run backup [folder]`: the database and every stored file into a new folder, with a
 * manifest of what it holds. Refuses (exit 1) when there is nothing real to back up.
 */
const env = parseEnv(process.env)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const target = path.resolve(process.argv[2] ?? path.join('backups', `nf-${stamp}`))
const result = await backup(env, target)
if (!result.ok) {
  console.error(`backup refused (${result.reason}): ${result.message}`)
  process.exit(1)
}
const { database, files } = result.manifest
const rows = Object.values(database.tables).reduce((sum, n) => sum + n, 0)
const folders = Object.values(files.folders)
console.log(
  `backup: ${database.kind} database (${Object.keys(database.tables).length} tables, ${rows} rows) and ` +
    `${folders.reduce((sum, f) => sum + f.files, 0)} files (${folders.reduce((sum, f) => sum + f.bytes, 0)} bytes) in ${target}`,
)
