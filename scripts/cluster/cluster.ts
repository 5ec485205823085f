import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { withMallocDefaults } from '../malloc-env.ts'
import { ensureNginx, nginxConfig, startNginx, writeNginxConfig } from './nginx.ts'

/**
 * Several shop processes on one PostgreSQL database behind nginx: `npm run cluster` and the
 * cluster tests (tests/cluster) start it the same way. Every instance runs `node server/main.ts`
 * on 127.0.0.1 only (BIND) with TRUST_PROXY=1 (nginx on loopback is the trusted proxy), the nginx
 * address as PUBLIC_ORIGIN, one shared DATA_DIR (without S3_BUCKET in the environment, which the
 * instances inherit, the uploaded photos are there and must be readable by every instance; the
 * store writes by rename, so sharing it is safe) and REDIS_URL when Redis answers. An instance that dies unasked is started again, after a wait that doubles with
 * each quick death (1 s up to 30 s), as systemd's Restart=always would.
 */
export type ClusterOptions = {
  instances: number
  /** nginx listens here; instance i on firstPort + i. */
  nginxPort: number
  firstPort: number
  /** PostgreSQL to use; otherwise `createDatabase` is created on `adminUrl` (when missing). */
  databaseUrl?: string
  createDatabase?: { adminUrl: string; name: string }
  /** Redis for the shared rate limits; `null`: none, undefined: 127.0.0.1:6379 if it answers. */
  redisUrl?: string | null
  runDir?: string
  dataDir?: string
  env?: Record<string, string>
  /** Every instance's and nginx's output lines, prefixed; nothing when absent. */
  log?: (line: string) => void
  /** The first wait before an instance that died is started again (1 s; tests shorten it). */
  restartDelayMs?: number
}

export type Instance = {
  index: number
  port: number
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
}

export type Cluster = {
  url: string
  databaseUrl: string
  redisUrl: string | null
  runDir: string
  dataDir: string
  instances: Instance[]
  nginx: ChildProcess
  /** Starts instance `index` again (after it was stopped), on its port, and back into rotation. */
  restart: (index: number) => Instance
  /** Resolves with instance `index` once one started after `previous` answers /health/live. */
  revived: (index: number, previous: Instance, timeoutMs?: number) => Promise<Instance>
  /**
   * Drains instance `index` as an operator would: out of nginx's rotation (reload), then SIGTERM;
   * resolves with its exit code. A SIGTERM alone races nginx's new connections to the instance.
   */
  drain: (index: number) => Promise<number | null>
  /** SIGTERM to everything, SIGKILL after `graceMs`; resolves when all have exited. */
  stop: (graceMs?: number) => Promise<void>
}

/** How long a drained instance keeps running after nginx's reload, before its SIGTERM. */
const drainDelayMs = 1_000

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginxBinary = ensureNginx()
  const runDir = options.runDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'nf-cluster-'))
  fs.mkdirSync(runDir, { recursive: true })
  const dataDir = options.dataDir ?? path.join(runDir, 'data')
  const databaseUrl = options.databaseUrl ?? (await ensureDatabase(options.createDatabase))
  const redisUrl =
    options.redisUrl === undefined
      ? (await redisAnswers('127.0.0.1', 6379))
        ? 'redis://127.0.0.1:6379'
        : null
      : options.redisUrl
  const url = `http://127.0.0.1:${options.nginxPort}`
  const ports = Array.from({ length: options.instances }, (_, index) => options.firstPort + index)
  const log = options.log ?? (() => {})

  // No NODE_ENV: the instances pick their libraries' production builds themselves, and a caller
  // that wants a production start (no demo) says so in `options.env` (docs/decisions/018).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: undefined,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    // Reachable only through nginx on this machine (and by Prometheus here).
    BIND: '127.0.0.1',
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: url,
    // Above nginx's upstream keepalive_timeout (scripts/cluster/nginx.ts).
    SHUTDOWN_DRAIN_MS: '2500',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  }
  if (!redisUrl) delete env.REDIS_URL

  const launch = (index: number): Instance => {
    const port = ports[index] as number
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: withMallocDefaults({ ...env, PORT: String(port) }),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      for (const line of String(chunk).split('\n')) if (line.trim()) log(`[shop ${index + 1}] ${line}`)
    }
    child.stdout?.on('data', collect)
    child.stderr?.on('data', collect)
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    const instance = { index, port, child, exited, output: () => output }
    const startedAt = Date.now()
    child.on('exit', (code, signal) => {
      // Asked to stop (drain, stop) or already replaced: nothing to do.
      if (stopping || down.has(port) || instances[index] !== instance) return
      // A death within a minute of its start doubles the wait; one after longer starts afresh.
      const previous = delays.get(index) ?? 0
      const delay =
        Date.now() - startedAt < 60_000 && previous > 0 ? Math.min(previous * 2, 30_000) : firstDelay
      delays.set(index, delay)
      log(
        `[cluster] instance ${index + 1} (port ${port}) exited (code ${code}, signal ${signal}): starting it again in ${delay} ms`,
      )
      const timer = setTimeout(() => {
        if (stopping || down.has(port) || instances[index] !== instance) return
        instances[index] = launch(index)
        log(`[cluster] instance ${index + 1} started again (pid ${instances[index]?.child.pid})`)
      }, delay)
      timers.add(timer)
    })
    return instance
  }

  const firstDelay = options.restartDelayMs ?? 1_000
  const delays = new Map<number, number>()
  const timers = new Set<NodeJS.Timeout>()
  let stopping = false
  const down = new Set<number>()
  const instances: Instance[] = []
  for (const index of ports.keys()) instances.push(launch(index))
  const config = () => nginxConfig({ runDir, port: options.nginxPort, upstreams: ports, down: [...down] })
  const nginx = startNginx(nginxBinary, runDir, config())
  const reload = () => {
    writeNginxConfig(runDir, config())
    nginx.kill('SIGHUP')
  }
  nginx.stderr?.on('data', (chunk) => log(`[nginx] ${String(chunk).trim()}`))
  const nginxExited = new Promise<void>((resolve) => nginx.on('exit', () => resolve()))

  const stop = async (graceMs = 10_000) => {
    stopping = true
    for (const timer of timers) clearTimeout(timer)
    const running = [
      ...instances.filter(
        (instance) => instance.child.exitCode === null && instance.child.signalCode === null,
      ),
    ]
    for (const instance of running) instance.child.kill('SIGTERM')
    // nginx: SIGQUIT is its graceful stop; the instances drain what it already passed on.
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGQUIT')
    const killer = setTimeout(() => {
      for (const instance of running) instance.child.kill('SIGKILL')
      nginx.kill('SIGKILL')
    }, graceMs)
    await Promise.all([...running.map((instance) => instance.exited), nginxExited])
    clearTimeout(killer)
  }

  const cluster: Cluster = {
    url,
    databaseUrl,
    redisUrl,
    runDir,
    dataDir,
    instances,
    nginx,
    restart: (index) => {
      const port = ports[index] as number
      down.delete(port)
      const instance = launch(index)
      instances[index] = instance
      reload()
      return instance
    },
    revived: async (index, previous, timeoutMs = 60_000) => {
      const until = Date.now() + timeoutMs
      while (instances[index] === previous) {
        if (Date.now() > until) throw new Error(`instance ${index + 1} was not started again`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const instance = instances[index] as Instance
      await waitUntilServing(
        `http://127.0.0.1:${instance.port}`,
        instance,
        Math.max(1_000, until - Date.now()),
      )
      return instance
    },
    drain: async (index) => {
      const instance = instances[index] as Instance
      down.add(instance.port)
      reload()
      // nginx's new workers take over at once; the old ones finish what they passed on.
      await new Promise((resolve) => setTimeout(resolve, drainDelayMs))
      instance.child.kill('SIGTERM')
      return instance.exited
    },
    stop,
  }
  try {
    await Promise.all([
      ...ports.map((port, index) =>
        waitUntilServing(`http://127.0.0.1:${port}`, instances[index] as Instance),
      ),
      waitForPort(options.nginxPort),
    ])
  } catch (error) {
    await stop(2_000)
    throw error
  }
  return cluster
}

/** Creates the database when it does not exist yet; returns its URL. */
async function ensureDatabase(target: ClusterOptions['createDatabase']): Promise<string> {
  const adminUrl = target?.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = target?.name ?? 'nf_cluster'
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${name}`)
  } finally {
    await client.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops a database the cluster tests created (connections of killed instances included). */
export async function dropDatabase(adminUrl: string, name: string) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`)
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(`drop database if exists ${name} with (force)`)
  } finally {
    await client.end()
  }
}

/** True when something at host:port answers a Redis PING within half a second. */
export function redisAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(500, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => done(String(chunk).startsWith('+PONG')))
  })
}

async function waitUntilServing(base: string, instance: Instance, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (instance.child.exitCode !== null) {
      throw new Error(
        `shop instance ${instance.index + 1} exited at start:\n${instance.output().slice(-2000)}`,
      )
    }
    try {
      const response = await fetch(`${base}/health/live`)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`shop instance ${instance.index + 1} did not start within ${timeoutMs} ms`)
}

async function waitForPort(port: number, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port })
      socket.on('connect', () => {
        socket.destroy()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`nginx did not listen on ${port}`)
}
