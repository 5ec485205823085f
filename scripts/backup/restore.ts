import path from 'node:path'
import { parseEnv } from '#config/env.server.ts'
import { restore } from './archive.ts'

/** `npm run restore <folder>`: puts a backup of `npm run backup` back (PGlite: with the shop stopped). */
const source = process.argv[2]
if (!source) {
  console.error('usage: npm run restore -- <backup folder>')
  process.exit(2)
}
const env = parseEnv(process.env)
const manifest = await restore(env, path.resolve(source))
console.log(
  `restore: ${manifest.database} database${manifest.files ? ' and uploaded files' : ''} from ${source}`,
)
