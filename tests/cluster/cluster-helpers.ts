import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Redis } from 'ioredis'
import { type Cluster, dropDatabase, type Instance, startCluster } from '../../scripts/cluster/cluster.ts'

/**
 * Two shop instances behind nginx on a fresh PostgreSQL database, for one test file; everything
 * (processes, database, run directory) goes at the end, also when a test failed, and the
 * processes also when the test process itself exits early.
 */
export const adminUrl = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const admin = { email: 'admin@cluster.test', password: 'Cluster-Admin-Passwort-1' }
export const metricsToken = 'cluster-metrics-token-0123456789abcdef'

export async function startTestCluster(): Promise<{ cluster: Cluster; cleanUp: () => Promise<void> }> {
  if (!fs.existsSync('build/server/index.js'))
    execFileSync('bash', ['scripts/build.sh'], { stdio: 'inherit' })
  const nginxPort = Number(process.env.CLUSTER_TEST_PORT ?? 3343)
  const name = `nf_cluster_t${Date.now()}_${process.pid}`
  const redisPrefix = `nf-cluster-test-${Date.now()}-${process.pid}`
  let cluster: Cluster | null = null
  const killAll = () => {
    for (const child of [...(cluster?.instances.map((instance) => instance.child) ?? []), cluster?.nginx]) {
      if (child && child.exitCode === null) child.kill('SIGKILL')
    }
  }
  process.on('exit', killAll)
  const cleanUp = async () => {
    try {
      await cluster?.stop(5_000)
    } finally {
      process.off('exit', killAll)
      await dropDatabase(adminUrl, name)
      if (cluster) fs.rmSync(cluster.runDir, { recursive: true, force: true })
      if (cluster?.redisUrl) await forgetRedisKeys(cluster.redisUrl, redisPrefix)
    }
  }
  try {
    cluster = await startCluster({
      instances: 2,
      nginxPort,
      firstPort: nginxPort + 1,
      createDatabase: { adminUrl, name },
      restartDelayMs: 200,
      env: {
        LOG_LEVEL: 'warn',
        SKIP_MEDIA_WARMUP: '1',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        METRICS_TOKEN: metricsToken,
        // Our own keys in a Redis other runs may share.
        REDIS_KEY_PREFIX: redisPrefix,
      },
    })
  } catch (error) {
    await cleanUp()
    throw error
  }
  return { cluster, cleanUp }
}

/** A browser's cookies. */
export class Jar {
  cookies = new Map<string, string>()
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const [name, ...rest] = (pair ?? '').split('=')
      if (!name) continue
      const value = rest.join('=')
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * A POST of the JSON API, through nginx (`target` absent) or straight to one instance, with the
 * Host, Origin and X-Forwarded-For nginx would send, so both look alike to the shop.
 */
export async function api(
  cluster: Cluster,
  route: string,
  body: unknown,
  options: { jar?: Jar; target?: Instance; clientIp?: string } = {},
) {
  const publicUrl = new URL(cluster.url)
  const base = options.target ? `http://127.0.0.1:${options.target.port}` : cluster.url
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    origin: cluster.url,
    host: publicUrl.host,
  }
  if (options.target) headers['x-forwarded-for'] = options.clientIp ?? '192.0.2.10'
  const cookie = options.jar?.header()
  if (cookie) headers.cookie = cookie
  const response = await fetch(`${base}/api/${route}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  })
  options.jar?.store(response)
  // biome-ignore lint/suspicious/noExplicitAny: test answers are inspected loosely
  return { status: response.status, body: (await response.json()) as any }
}

/** The mails of the shared outbox whose raw text mentions `needle`. */
export function mailsTo(cluster: Cluster, needle: string): string[] {
  const dir = path.join(cluster.dataDir, 'outbox')
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.eml') && fs.readFileSync(path.join(dir, file), 'utf8').includes(needle))
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, stepMs = 10) {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) return false
    await new Promise((resolve) => setTimeout(resolve, stepMs))
  }
  return true
}

async function forgetRedisKeys(url: string, prefix: string) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 })
  try {
    const keys = await redis.keys(`${prefix}:*`)
    if (keys.length > 0) await redis.del(...keys)
  } finally {
    redis.disconnect()
  }
}
