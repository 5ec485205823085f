import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

/**
 * The real server process on embedded PGlite: one process per data directory, graceful SIGTERM,
 * and no acknowledged write lost after kill -9.
 */
const children: ChildProcess[] = []
let nextPort = 3600 + Math.floor(Math.random() * 300)

function start(dataDir: string, port: number, extra: NodeJS.ProcessEnv = {}) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...extra,
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

    // An acknowledged write (a guest's first write starts the session), then kill -9.
    const write = await fetch(`http://127.0.0.1:${port}/api/session.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=setLanguage&lang=es',
    })
    expect(write.status).toBe(200)
    const cookie = write.headers.getSetCookie()[0]?.split(';')[0] as string
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

/**
 * A raw HTTP/1.1 exchange: writes the head, then the body in pieces as fast as the socket takes
 * them, and reads whatever comes back until the server closes. A reset is an error.
 */
function rawExchange(port: number, head: string, body: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('error', (error) => reject(Object.assign(error, { answer })))
    socket.on('end', () => resolve(answer))
    socket.on('connect', async () => {
      socket.write(head)
      for (let offset = 0; offset < body.length && !socket.destroyed; offset += 64 * 1024) {
        if (!socket.write(body.subarray(offset, offset + 64 * 1024))) {
          await new Promise((next) => socket.once('drain', next))
        }
      }
    })
  })
}

function chunkedBody(body: Buffer): Buffer {
  const parts: Buffer[] = []
  for (let offset = 0; offset < body.length; offset += 64 * 1024) {
    const piece = body.subarray(offset, offset + 64 * 1024)
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n'))
  }
  parts.push(Buffer.from('0\r\n\r\n'))
  return Buffer.concat(parts)
}

type LoadEntry = { status: number; close: boolean; at: number; error?: string }

/**
 * Keep-alive requests back to back until the server stops answering. Like a well-behaved client,
 * a request whose connection the server closed before answering anything is retried on a new
 * connection; a failure after the answer began is a cut answer.
 */
async function keepAliveLoad(port: number, agent: http.Agent, log: LoadEntry[]) {
  for (;;) {
    const outcome = await new Promise<'next' | 'retry' | 'done'>((resolve) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/health/live', agent }, (response) => {
        response.resume()
        response.on('end', () => {
          log.push({
            status: response.statusCode ?? 0,
            close: response.headers.connection === 'close',
            at: Date.now(),
          })
          resolve('next')
        })
        response.on('error', (error) => {
          log.push({ status: -1, close: false, at: Date.now(), error: error.message })
          resolve('done')
        })
      })
      // Before any byte of an answer: the server closed the connection at shutdown without
      // taking the request (a reused idle socket, or a new one it accepted but had not read yet).
      // Nothing was acknowledged, so a client retries; a refused new connection ends the load.
      request.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED') resolve('done')
        else if (error.code === 'ECONNRESET' || error.message === 'socket hang up') resolve('retry')
        else {
          log.push({ status: -1, close: false, at: Date.now(), error: `${error.code} ${error.message}` })
          resolve('done')
        }
      })
    })
    if (outcome === 'done') return
  }
}

describe('the server process under abuse', () => {
  it('answers 413 to a 10 MB body instead of a reset, and stops on SIGTERM under keep-alive load with exit 0', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-process-'))
    const port = nextPort++
    const server = start(dataDir, port, { SKIP_MEDIA_WARMUP: '1' })
    await waitUntilServing(port)

    const tenMegabytes = Buffer.alloc(10 * 1024 * 1024, 'a')
    const declared = (path: string, type: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: ${type}\r\nContent-Length: ${tenMegabytes.length}\r\n\r\n`
    const chunked = (path: string, type: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nContent-Type: ${type}\r\nTransfer-Encoding: chunked\r\n\r\n`
    const form = 'application/x-www-form-urlencoded'
    for (const [head, body] of [
      [declared('/login', form), tenMegabytes],
      [declared('/api/session.php', form), tenMegabytes],
      [chunked('/login', form), chunkedBody(tenMegabytes)],
      [chunked('/api/session.php', 'multipart/form-data; boundary=x'), chunkedBody(tenMegabytes)],
      [chunked('/api/session.php', 'application/json'), chunkedBody(tenMegabytes)],
    ] as const) {
      const answer = await rawExchange(port, head, body)
      expect(answer, head).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer.toLowerCase()).toContain('connection: close')
    }

    // Keep-alive load from four sockets, then SIGTERM in the middle of it.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    const log: LoadEntry[] = []
    const load = Promise.all([1, 2, 3, 4].map(() => keepAliveLoad(port, agent, log)))
    await new Promise((resolve) => setTimeout(resolve, 500))
    // A request in flight at the signal: its body is still being sent.
    const inFlight = new Promise<http.IncomingMessage & { text?: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/session.php',
          headers: { 'content-type': form, 'content-length': 26, origin: `http://127.0.0.1:${port}` },
          agent: new http.Agent({ keepAlive: true }),
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += chunk
          })
          response.on('end', () => resolve(Object.assign(response, { text })))
        },
      )
      request.on('error', reject)
      request.write('action=setLanguage')
      setTimeout(() => request.end('&lang=en'), 700)
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const signalled = Date.now()
    server.child.kill('SIGTERM')
    const code = await server.exited
    const stoppedAfter = Date.now() - signalled
    await load
    agent.destroy()

    expect(code).toBe(0)
    expect(stoppedAfter).toBeLessThan(5_000)
    const answered = await inFlight
    expect(answered.statusCode).toBe(200)
    expect(answered.headers.connection).toBe('close')
    expect(JSON.parse(answered.text ?? '')).toMatchObject({ success: true })
    expect(log.filter((entry) => entry.status === -1)).toEqual([])
    // After the signal each keep-alive socket gets at most its answer in flight, marked as its last.
    const after = log.filter((entry) => entry.at > signalled + 50)
    expect(after.length).toBeLessThanOrEqual(4)
    for (const entry of after) expect(entry.close).toBe(true)
    expect(log.length).toBeGreaterThan(10)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }, 240_000)
})
