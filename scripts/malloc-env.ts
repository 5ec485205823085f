import fs from 'node:fs'
import path from 'node:path'

/**
 * config/malloc.env as an environment for a shop process started from a script; values already
 * in `base` win, as in scripts/start.sh.
 */
export function withMallocDefaults(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = path.join(import.meta.dirname, '../config/malloc.env')
  const defaults: Record<string, string> = {}
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim())
    if (match?.[1] && match[2] !== undefined) defaults[match[1]] = match[2]
  }
  return { ...defaults, ...base }
}
