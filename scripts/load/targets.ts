import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { type Database, openDatabase } from '../../db/client.ts'
import { startCluster } from '../cluster/cluster.ts'
import { freshDatabase } from '../faults/postgres.ts'
import { rssMb, startShop } from './shop-process.ts'

/** One shop process whose memory is sampled during the run. */
export type Watched = { label: string; pid: number; port: number }

/**
 * What `npm run load` shops at: where to send customers, where the outbox is, which processes to
 * watch, and how to end it and read its database for the consistency check.
 */
export type LoadTarget = {
  description: string
  url: string
  /** The shop's DATA_DIR (registration mails are read from its outbox). */
  dataDir: string
  watched: Watched[]
  /** Host header of the shop's public address (the instances refuse other hosts). */
  host: string
  metricsToken: string
  /** Stops what the tool started; opens the database the shop wrote (null: none to read). */
  finish: () => Promise<Database | null>
  /** Drops what the tool created (the cluster's database); after the check. */
  cleanup: () => Promise<void>
}

const metricsToken = () => `load-metrics-token-${Date.now()}-${process.pid}`

/** One shop process on PGlite, fresh in `dataDir`, on `port`. */
export async function pgliteTarget(input: { port: number; dataDir: string }): Promise<LoadTarget> {
  fs.rmSync(input.dataDir, { recursive: true, force: true })
  const token = metricsToken()
  // The demo: the customers try its voucher DEMOTEST20 and pay with its test payment.
  const shop = await startShop({
    port: input.port,
    dataDir: input.dataDir,
    env: { SHOP_DEMO: '1', METRICS_TOKEN: token },
  })
  return {
    description: `one shop process on PGlite: port ${input.port}, DATA_DIR ${input.dataDir}`,
    url: shop.url,
    dataDir: input.dataDir,
    watched: [{ label: 'shop', pid: shop.pid, port: input.port }],
    host: new URL(shop.url).host,
    metricsToken: token,
    finish: async () => {
      // PGlite: one process at a time opens the folder, so the check waits for the shop's exit.
      await shop.stop()
      return openDatabase({ dataDir: input.dataDir, migrate: false })
    },
    cleanup: async () => {},
  }
}

/**
 * `instances` shop processes behind nginx on `port` (the instances on the ports after it), on a
 * fresh PostgreSQL database `<prefix>_cluster_<time>` that is dropped afterwards, with Redis for
 * the rate limits when 127.0.0.1:6379 answers (under a key prefix of this run's own).
 */
export async function clusterTarget(input: {
  port: number
  instances: number
  databasePrefix: string
  keepDatabase: boolean
}): Promise<LoadTarget> {
  const database = await freshDatabase('cluster', input.databasePrefix)
  const runDir = fs.mkdtempSync(path.join('/tmp', `nf-load-cluster-${input.port}-`))
  const log = fs.createWriteStream(path.join(runDir, 'shops.log'))
  const token = metricsToken()
  try {
    const cluster = await startCluster({
      instances: input.instances,
      nginxPort: input.port,
      firstPort: input.port + 1,
      databaseUrl: database.url,
      runDir,
      env: {
        // The demo voucher DEMOTEST20 the customers try, as on PGlite.
        SHOP_DEMO: '1',
        LOG_LEVEL: 'warn',
        SKIP_MEDIA_WARMUP: '1',
        METRICS_TOKEN: token,
        REDIS_KEY_PREFIX: `nf-load-${Date.now()}`,
      },
      log: (line) => log.write(`${line}\n`),
    })
    return {
      description: `${input.instances} shop processes behind nginx on port ${input.port} (instances on ${cluster.instances.map((instance) => instance.port).join(', ')}), PostgreSQL database ${database.name}, rate limits in ${cluster.redisUrl ? 'Redis' : 'the database'}; logs in ${runDir}`,
      url: cluster.url,
      dataDir: cluster.dataDir,
      watched: cluster.instances.map((instance) => ({
        label: `shop ${instance.index + 1}`,
        pid: instance.child.pid ?? 0,
        port: instance.port,
      })),
      host: new URL(cluster.url).host,
      metricsToken: token,
      finish: async () => {
        await cluster.stop()
        log.end()
        return openDatabase({ url: database.url, migrate: false })
      },
      cleanup: async () => {
        if (input.keepDatabase) console.log(`database kept: ${database.url}`)
        else await database.drop()
      },
    }
  } catch (error) {
    log.end()
    await database.drop()
    throw error
  }
}

/** A shop started elsewhere: nothing to watch; its database only when its URL is given. */
export function externalTarget(input: { url: string; dataDir: string; databaseUrl?: string }): LoadTarget {
  return {
    description: `the shop at ${input.url}`,
    url: input.url,
    dataDir: input.dataDir,
    watched: [],
    host: new URL(input.url).host,
    metricsToken: '',
    finish: async () => (input.databaseUrl ? openDatabase({ url: input.databaseUrl, migrate: false }) : null),
    cleanup: async () => {},
  }
}

/** Resident memory (/proc) and V8 heap in use (the instance's own /metrics), in MB. */
export async function memoryOf(
  target: LoadTarget,
  watched: Watched,
): Promise<{ rss: number; heap: number | null } | null> {
  const rss = rssMb(watched.pid)
  if (rss === null) return null
  const text = await new Promise<string>((resolve) => {
    // Straight to the instance, past nginx: each one's own heap.
    const request = http.get(
      {
        host: '127.0.0.1',
        port: watched.port,
        path: '/metrics',
        headers: { host: target.host, authorization: `Bearer ${target.metricsToken}` },
        timeout: 5_000,
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          body += chunk
        })
        response.on('end', () => resolve(response.statusCode === 200 ? body : ''))
      },
    )
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(''))
  })
  const heap = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1] ?? Number.NaN)
  return { rss, heap: Number.isFinite(heap) ? Math.round(heap / 1024 / 1024) : null }
}
