import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { freePort, startShop, waitUntilServing } from './graceful-stop.ts'

/**
 * Guest uploads under load, as the outside probe sent them: parallel multipart posts to
 * /api/service.php (`create`, two 6 MB `files[]` that are no pictures) while /health/live is
 * asked every 50 ms, and the shop's resident memory sampled from /proc. A shop of its own on a
 * temporary PGlite folder, with TRUST_PROXY so that each upload may come from an address of its
 * own (X-Forwarded-For): from one address the parallel ones are refused unread, from forty all
 * are read.
 */
export type UploadRun = {
  statuses: number[]
  reasons: string[]
  health: { count: number; p50: number; p99: number; max: number }
  rssMb: { before: number; peak: number; after: number }
  ms: number
}

export type UploadLoad = {
  port: number
  uploads?: number
  /** Each upload from an address of its own (else all from one). */
  ownAddresses?: boolean
  /** How long after the last answer the memory is read again. */
  settleMs?: number
}

const megabyte = 1024 * 1024

/** Starts a shop, runs the load, stops the shop and removes its data. */
export async function uploadsUnderLoad(loads: UploadLoad[]): Promise<UploadRun[]> {
  const port = loads[0]?.port || (await freePort())
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-upload-load-'))
  const shop = startShop(port, dataDir, {
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  })
  try {
    await waitUntilServing(port, shop.child)
    const runs: UploadRun[] = []
    for (const load of loads) runs.push(await uploadRound(port, shop.child.pid as number, load))
    return runs
  } finally {
    if (shop.child.exitCode === null) shop.child.kill('SIGKILL')
    await shop.exited
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

async function uploadRound(port: number, pid: number, load: UploadLoad): Promise<UploadRun> {
  const count = load.uploads ?? 40
  // Let the start-up's garbage settle before the baseline.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  const before = residentMb(pid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid))
  }, 100)
  // Asked from a thread of its own, so that the uploads' sockets here do not delay the asking.
  const pinger = new Worker(pingerCode, { eval: true, workerData: { port } })
  const latencies = new Promise<number[]>((resolve) => pinger.once('message', resolve))
  const started = Date.now()
  const body = uploadBody()
  const answers = await Promise.all(
    Array.from({ length: count }, (_, index) =>
      upload(port, body, load.ownAddresses ? `198.51.100.${index + 1}` : '198.51.100.200'),
    ),
  )
  const ms = Date.now() - started
  pinger.postMessage('stop')
  const sorted = (await latencies).sort((a, b) => a - b)
  await pinger.terminate()
  await new Promise((resolve) => setTimeout(resolve, load.settleMs ?? 3000))
  clearInterval(sampler)
  const after = residentMb(pid)
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0
  return {
    statuses: answers.map((answer) => answer.status),
    reasons: answers.map((answer) => answer.reason),
    health: { count: sorted.length, p50: at(0.5), p99: at(0.99), max: sorted.at(-1) ?? 0 },
    rssMb: { before, peak: Math.max(peak, after), after },
    ms,
  }
}

/** The probe's lines: one address, then forty. */
export async function probeUploadLoad(): Promise<string> {
  const port = await freePort()
  const runs = await uploadsUnderLoad([
    { port, ownAddresses: false },
    { port, ownAddresses: true },
  ])
  return runs
    .map(
      (run, index) =>
        `${index === 0 ? '40 from one address' : '40 from 40 addresses'}: ${tally(run.statuses, run.reasons)} in ${run.ms} ms; /health/live p50 ${run.health.p50} ms, p99 ${run.health.p99} ms, max ${run.health.max} ms (${run.health.count} asked); RSS ${run.rssMb.before} → peak ${run.rssMb.peak} → ${run.rssMb.after} MB`,
    )
    .join('; ')
}

export function tally(statuses: number[], reasons: string[]) {
  const counts = new Map<string, number>()
  statuses.forEach((status, index) => {
    const key = `${status} ${reasons[index] ?? ''}`.trim()
    counts.set(key, (counts.get(key) ?? 0) + 1)
  })
  return [...counts].map(([key, n]) => `${n} × ${key}`).join(', ')
}

/** The service form's `create` with two 6 MB files of random bytes (no picture), as one buffer. */
function uploadBody(): { boundary: string; bytes: Buffer } {
  const boundary = `nfprobe${Date.now()}`
  const field = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
  const head = ['action', 'create', 'kind', 'service', 'topic', 'question', 'subject', 'Probe']
  let text = ''
  for (let index = 0; index < head.length; index += 2)
    text += field(head[index] as string, head[index + 1] as string)
  text += field('message', 'Zwei Fotos.') + field('email', 'probe@example.com')
  const file = (name: string) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    )
  const bytes = Buffer.concat([
    Buffer.from(text),
    file('a.jpg'),
    randomBytes(6 * megabyte),
    Buffer.from('\r\n'),
    file('b.jpg'),
    randomBytes(6 * megabyte),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { boundary, bytes }
}

/** One upload on a raw socket: its status and reason (the kernel copies the shared buffer). */
function upload(
  port: number,
  body: { boundary: string; bytes: Buffer },
  address: string,
): Promise<{ status: number; reason: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    socket.on('connect', () => {
      socket.write(
        `POST /api/service.php HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nX-Forwarded-For: ${address}\r\nContent-Type: multipart/form-data; boundary=${body.boundary}\r\nContent-Length: ${body.bytes.length}\r\nConnection: close\r\n\r\n`,
      )
      socket.write(body.bytes)
    })
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
    })
    socket.on('error', () => {
      // The close that follows tells.
    })
    socket.on('close', () => {
      const text = received.toString('utf8')
      const status = Number(text.slice(9, 12)) || 0
      const reason = /"reason":"([A-Z_]+)"/.exec(text)?.[1] ?? ''
      resolve({ status, reason })
    })
  })
}

/**
 * A thread that asks /health/live every 50 ms (a new connection each time, as a balancer asks)
 * until told to stop, and posts the milliseconds each answer took.
 */
const pingerCode = `
const { parentPort, workerData } = require('node:worker_threads')
const latencies = []
let asking = true
parentPort.once('message', () => { asking = false })
;(async () => {
  while (asking) {
    const started = performance.now()
    await fetch('http://127.0.0.1:' + workerData.port + '/health/live').then((answer) => answer.arrayBuffer())
    latencies.push(Math.round(performance.now() - started))
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  parentPort.postMessage(latencies)
})()
`

function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kilobytes / 1024)
}
