import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import { withMallocDefaults } from '../malloc-env.ts'

/**
 * One shop process (`node server/main.ts`) on PGlite in DATA_DIR, as the load and fault tools
 * start it when no --url is given. Without NODE_ENV (the shop picks its libraries' production
 * builds itself), so that a caller may ask for the demo with SHOP_DEMO=1, which a production start
 * refuses. The data folder outlives the process, so a kill -9 and a restart find what was
 * committed. Output goes to DATA_DIR/server.log, not the terminal.
 */
export type ShopProcess = {
  pid: number
  url: string
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>
  /** SIGKILL: the crash at the worst moment. */
  kill9(): Promise<void>
}

export async function startShop(options: { port: number; dataDir: string; env?: Record<string, string> }) {
  fs.mkdirSync(options.dataDir, { recursive: true })
  const log = fs.openSync(`${options.dataDir}/server.log`, 'a')
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: withMallocDefaults({
      ...process.env,
      NODE_ENV: undefined,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      SKIP_MEDIA_WARMUP: '1',
      ...options.env,
    }),
    stdio: ['ignore', log, log],
  })
  const url = `http://127.0.0.1:${options.port}`
  await waitUntilLive(url, child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    pid: child.pid ?? 0,
    url,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
    async kill9() {
      child.kill('SIGKILL')
      await exited
    },
  } satisfies ShopProcess
}

async function waitUntilLive(url: string, child: ChildProcess) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} (see server.log)`)
    try {
      const response = await fetch(`${url}/health/live`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error('the shop did not start within 180 s')
}

/** Resident memory of a process in MB (Linux /proc), or null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1])
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null
  } catch {
    return null
  }
}

/** Only shops on this machine are loaded or faulted. */
export function loopbackOnly(url: string) {
  const host = new URL(url).hostname
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) {
    console.error(`only a shop on this machine (127.0.0.1, localhost, [::1]) may be loaded: ${url}`)
    process.exit(2)
  }
}
