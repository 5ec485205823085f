import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * SIGTERM under keep-alive load, as the outside probe sent it: 50 connections sending requests
 * back to back, the signal 3 s in. A shop of its own on a temporary PGlite folder, because the
 * probe must not stop somebody else's. Each request is written to a raw socket, so the moment its
 * last byte reached the kernel is known; a client reconnects after `Connection: close` or a close
 * without an answer (as browsers and agents retry), until the shop refuses connections.
 */
export type Exchange = {
  path: string
  /** When the request's last byte had been handed to the kernel (null: never fully written). */
  writtenAt: number | null
  outcome: 'answered' | 'no answer' | 'cut'
  status?: number
  /** The answer said `Connection: close`. */
  close?: boolean
  answeredAt?: number
}

export type StopRun = {
  exchanges: Exchange[]
  signalledAt: number
  /** The shop's own time of its 'shutting down' line: when it took note of the signal. */
  stoppingAt: number | null
  exitCode: number | null
  /** From the signal to the exit. */
  stoppedAfterMs: number
}

export type StopLoad = {
  port: number
  connections?: number
  signalAfterMs?: number
  /** Requested in turn by the connections (the first by the first connection, and so on). */
  paths?: readonly string[]
  env?: NodeJS.ProcessEnv
}

/** Pages that keep the CPU busy (server rendering) next to a cheap answer. */
export const defaultLoadPaths = ['/konfigurator', '/', '/stoffe', '/health/live'] as const

/** Starts a shop on `port`, loads it, sends SIGTERM and waits for its exit; removes its data. */
export async function stopUnderLoad(load: StopLoad): Promise<StopRun> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-graceful-stop-'))
  const shop = startShop(load.port, dataDir, load.env ?? {})
  try {
    await waitUntilServing(load.port, shop.child)
    const exchanges: Exchange[] = []
    const paths = load.paths ?? defaultLoadPaths
    const deadline = Date.now() + 60_000
    const clients = Array.from({ length: load.connections ?? 50 }, (_, index) =>
      keepAliveClient(load.port, paths[index % paths.length] as string, exchanges, deadline),
    )
    await new Promise((resolve) => setTimeout(resolve, load.signalAfterMs ?? 3_000))
    const signalledAt = Date.now()
    shop.child.kill('SIGTERM')
    const exitCode = await shop.exited
    const stoppedAfterMs = Date.now() - signalledAt
    await Promise.all(clients)
    return { exchanges, signalledAt, stoppingAt: shop.stoppingAt(), exitCode, stoppedAfterMs }
  } finally {
    if (shop.child.exitCode === null) shop.child.kill('SIGKILL')
    await shop.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The probe's line: what happened to the requests sent before the shop began to stop. */
export async function probeGracefulStop(): Promise<string> {
  const run = await stopUnderLoad({ port: await freePort() })
  const verdict = judgeStop(run)
  const lag = run.stoppingAt === null ? 'never' : `${run.stoppingAt - run.signalledAt} ms after the signal`
  return [
    `50 keep-alive connections, SIGTERM at 3.0 s: 'shutting down' ${lag}, exit ${run.exitCode} after ${run.stoppedAfterMs} ms;`,
    `sent before the shop noticed: ${verdict.beforeStop.answered} answered, ${verdict.beforeStop.unanswered} unanswered (reset or closed), ${verdict.cut} cut;`,
    `sent after: ${verdict.afterStop.answered} answered (${verdict.afterStop.withoutClose} without Connection: close), ${verdict.afterStop.unanswered} refused before any answer`,
  ].join(' ')
}

/**
 * The counts that matter: requests fully written before the shop took note of the signal must all
 * be answered; later ones may be refused before any byte of an answer (a client retries those),
 * never cut, and what is answered then closes its connection.
 */
export function judgeStop(run: StopRun) {
  const noticed = run.stoppingAt ?? Number.POSITIVE_INFINITY
  const sent = run.exchanges.filter((exchange) => exchange.writtenAt !== null)
  const before = sent.filter((exchange) => (exchange.writtenAt as number) < noticed)
  const after = sent.filter((exchange) => (exchange.writtenAt as number) >= noticed)
  const answered = (list: Exchange[]) => list.filter((exchange) => exchange.outcome === 'answered')
  return {
    beforeSignal: sent.filter((exchange) => (exchange.writtenAt as number) < run.signalledAt),
    beforeStop: {
      answered: answered(before).length,
      unanswered: before.filter((exchange) => exchange.outcome !== 'answered').length,
    },
    afterStop: {
      answered: answered(after).length,
      withoutClose: answered(after).filter((exchange) => !exchange.close).length,
      unanswered: after.filter((exchange) => exchange.outcome === 'no answer').length,
    },
    cut: run.exchanges.filter((exchange) => exchange.outcome === 'cut').length,
  }
}

/** A production shop of its own on `port`, its data (a new PGlite) in `dataDir`. */
export function startShop(port: number, dataDir: string, extra: NodeJS.ProcessEnv) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    // 'shutting down' is an info line.
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    TOKEN_ENCRYPTION_KEY: 'probe-only token encryption key, never for a shop',
    SKIP_MEDIA_WARMUP: '1',
    ...extra,
  }
  delete env.DATABASE_URL
  const child = spawn(process.execPath, ['server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let stoppingAt: number | null = null
  let pending = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8')
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.includes('"shutting down"')) continue
      stoppingAt = (JSON.parse(line) as { time: number }).time
    }
  })
  child.stderr?.resume()
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })
  return { child, exited, stoppingAt: () => stoppingAt }
}

export async function waitUntilServing(port: number, child: ChildProcess) {
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before serving`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health/live`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the shop on ${port} did not start`)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Connections one after the other until the shop refuses one (or the deadline passes). */
async function keepAliveClient(port: number, requestPath: string, log: Exchange[], deadline: number) {
  while (Date.now() < deadline) {
    const open = await requestsOnOneConnection(port, requestPath, log)
    if (!open) return
  }
}

/**
 * One connection: a request, its answer, the next request, until the connection ends. Answers
 * false when the connection was refused.
 */
function requestsOnOneConnection(port: number, requestPath: string, log: Exchange[]): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let connected = false
    let current: Exchange | null = null
    let received = Buffer.alloc(0)
    const send = () => {
      const exchange: Exchange = { path: requestPath, writtenAt: null, outcome: 'no answer' }
      current = exchange
      received = Buffer.alloc(0)
      log.push(exchange)
      socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`, (error) => {
        if (!error) exchange.writtenAt = Date.now()
      })
    }
    socket.on('connect', () => {
      connected = true
      send()
    })
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const answer = parseAnswer(received)
      if (!answer || !current) return
      Object.assign(current, {
        outcome: 'answered',
        status: answer.status,
        close: answer.close,
        answeredAt: Date.now(),
      })
      current = null
      if (answer.close) socket.end()
      else send()
    })
    socket.on('error', () => {
      // The close that follows says what became of the request.
    })
    socket.on('close', () => {
      if (current && received.length > 0) current.outcome = 'cut'
      resolve(connected)
    })
  })
}

/** A complete HTTP/1.1 answer at the start of `data` (Content-Length or chunked), or null. */
function parseAnswer(data: Buffer): { status: number; close: boolean } | null {
  const headEnd = data.indexOf('\r\n\r\n')
  if (headEnd === -1) return null
  const head = data.subarray(0, headEnd).toString('latin1')
  const status = Number(head.slice(9, 12))
  const close = /\r\nconnection:\s*close/i.test(head)
  let offset = headEnd + 4
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)
  if (length) return data.length >= offset + Number(length[1]) ? { status, close } : null
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) return { status, close }
  for (;;) {
    const lineEnd = data.indexOf('\r\n', offset)
    if (lineEnd === -1) return null
    const size = Number.parseInt(data.subarray(offset, lineEnd).toString('latin1'), 16)
    offset = lineEnd + 2 + size + 2
    if (data.length < offset) return null
    if (size === 0) return { status, close }
  }
}
