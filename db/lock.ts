import fs from 'node:fs'
import path from 'node:path'

/**
 * PGlite must be opened by one process only: two writers corrupt the data folder. A lock file
 * with the owner's pid makes a second start fail with a clear message; a lock left by a process
 * that no longer runs (kill -9) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'shop.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath)
        } catch {
          // already gone: nothing to release
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(fs.readFileSync(lockPath, 'utf8'))
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another shop process (pid ${owner}). ` +
            'PGlite allows one process per data directory: stop the other process or set DATA_DIR to another folder.',
        )
      }
      fs.unlinkSync(lockPath)
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
