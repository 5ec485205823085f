import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * A start that fails says so in the shop's JSON log lines (pino), naming the variable to fix and
 * never a password; an unreachable database is tried again with a growing wait, each try logged.
 */
const children: ChildProcess[] = []

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Runs `node server/main.ts` with `env` to its end; its output as parsed JSON lines. */
async function startAndFail(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-start-'))
  const full: NodeJS.ProcessEnv = { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env }
  delete full.NODE_ENV
  const child = spawn(process.execPath, ['server/main.ts'], { env: full, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const started = performance.now()
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exit) => resolve(exit)))
  fs.rmSync(dataDir, { recursive: true, force: true })
  const lines = output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line) as Record<string, unknown>
      } catch {
        return { notJson: line }
      }
    })
  return { code, output, lines, ms: performance.now() - started }
}

describe('a failed start', () => {
  it('logs a bad variable as one fatal JSON line naming it, without its value', async () => {
    const run = await startAndFail({
      DATABASE_URL: 'mysql://shop:Geheim-Passwort-7@db.internal/shop',
      PORT: 'x',
    })
    expect(run.code).toBe(1)
    expect(run.lines).toHaveLength(1)
    expect(run.lines[0]).toMatchObject({
      level: 60,
      msg: 'invalid configuration: the shop does not start',
      variables: ['PORT', 'DATABASE_URL'],
    })
    expect(run.output).not.toContain('Geheim-Passwort-7')
  })

  it('tries an unreachable database again with a growing wait, then logs DATABASE_URL without the password', async () => {
    // 3599: a port of this test's range where nothing listens.
    const run = await startAndFail({
      DATABASE_URL: 'postgres://shop:Geheim-Passwort-7@127.0.0.1:3599/shop',
      DB_START_ATTEMPTS: '3',
      DB_START_BACKOFF_MS: '200',
    })
    expect(run.code).toBe(1)
    const retries = run.lines.filter((line) => line.msg === 'database not reachable at start: trying again')
    expect(retries.map((line) => [line.level, line.attempt, line.waitMs])).toEqual([
      [40, 1, 200],
      [40, 2, 400],
    ])
    expect(retries[0]).toMatchObject({ variable: 'DATABASE_URL', database: 'postgres://127.0.0.1:3599/shop' })
    expect(run.lines.at(-1)).toMatchObject({
      level: 60,
      msg: 'the database cannot be opened: the shop does not start',
      variable: 'DATABASE_URL',
      database: 'postgres://127.0.0.1:3599/shop',
      attempts: 3,
      err: { code: 'ECONNREFUSED' },
    })
    expect(run.lines.every((line) => !('notJson' in line))).toBe(true)
    expect(run.output).not.toContain('Geheim-Passwort-7')
    expect(run.ms).toBeGreaterThan(600)
  })
})
