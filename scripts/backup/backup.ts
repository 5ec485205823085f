import path from 'node:path'
import { parseEnv } from '#config/env.server.ts'
import { backup } from './archive.ts'

/** `npm run backup [folder]`: the database and the uploaded photos into a new folder. */
const env = parseEnv(process.env)
const stamp = new Date().toISOString().replace(/[:.]/g, '-')
const target = path.resolve(process.argv[2] ?? path.join('backups', `nf-${stamp}`))
const manifest = await backup(env, target)
console.log(
  `backup: ${manifest.database} database${manifest.files ? ' and uploaded files' : ''} in ${target}`,
)
