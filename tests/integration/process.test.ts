import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The real server process on embedded PGlite: one process per data directory, graceful SIGTERM,
 * and no acknowledged write lost after kill -9.
 */
const children: ChildProcess[] = []
let nextPort = 3600 + Math.floor(Math.random() * 300)

function start(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

async function waitUntilServing(port: number) {
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/builds/latest.json`)
      if (response.ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`server on ${port} did not start`)
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

describe('the server process', () => {
  it('refuses a second process on the same data directory, stops cleanly on SIGTERM and keeps writes after kill -9', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-process-'))
    const port = nextPort++
    const first = start(dataDir, port)
    await waitUntilServing(port)
    // Serving, but not ready while the media warm-up (about a CPU minute) still runs.
    expect((await fetch(`http://127.0.0.1:${port}/health/live`)).status).toBe(200)
    expect((await fetch(`http://127.0.0.1:${port}/health/ready`)).status).toBe(503)

    const second = start(dataDir, nextPort++)
    expect(await second.exited).toBe(1)
    expect(second.output()).toMatch(/in use by another shop process/)

    // An acknowledged write, then kill -9.
    const created = await fetch(`http://127.0.0.1:${port}/api/session.php`)
    const cookie = created.headers.getSetCookie()[0]?.split(';')[0] as string
    const write = await fetch(`http://127.0.0.1:${port}/api/session.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=setLanguage&lang=es',
    })
    expect(write.status).toBe(200)
    first.child.kill('SIGKILL')
    await first.exited

    const restarted = start(dataDir, port)
    await waitUntilServing(port)
    const read = await fetch(`http://127.0.0.1:${port}/api/session.php`, { headers: { cookie } })
    expect((await read.json()).data.langId).toBe('es')

    restarted.child.kill('SIGTERM')
    expect(await restarted.exited).toBe(0)
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 240_000)
})
