import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startCluster } from './cluster.ts'

/**
 * `npm run cluster`: CLUSTER_INSTANCES (2) shop processes behind nginx on CLUSTER_PORT (8080),
 * the instances on the ports after it, one PostgreSQL database (DATABASE_URL, or `nf_cluster`
 * created on the local server), Redis when 127.0.0.1:6379 answers (or REDIS_URL). Ctrl-C or
 * SIGTERM stops nginx and drains every instance; an instance that dies on its own is logged and
 * started again (scripts/cluster/cluster.ts). Run files and logs: `.cluster/` (git-ignored).
 */
const instances = Number(process.env.CLUSTER_INSTANCES ?? 2)
const nginxPort = Number(process.env.CLUSTER_PORT ?? 8080)
if (!Number.isInteger(instances) || instances < 1 || !Number.isInteger(nginxPort)) {
  throw new Error('CLUSTER_INSTANCES and CLUSTER_PORT must be whole numbers')
}
if (!fs.existsSync('build/server/index.js')) {
  console.log('cluster: no build yet, running npm run build')
  execFileSync('bash', ['scripts/build.sh'], { stdio: 'inherit' })
}
const runDir = path.resolve('.cluster')
const cluster = await startCluster({
  instances,
  nginxPort,
  firstPort: nginxPort + 1,
  databaseUrl: process.env.DATABASE_URL,
  redisUrl: process.env.REDIS_URL,
  runDir,
  dataDir: process.env.DATA_DIR ?? path.join(runDir, 'data'),
  log: (line) => console.log(line),
})
console.log(
  [
    `cluster: ${instances} instances (ports ${cluster.instances.map((instance) => instance.port).join(', ')}) behind nginx`,
    `  shop:       ${cluster.url}`,
    `  database:   ${cluster.databaseUrl.replace(/\/\/[^@]*@/, '//…@')}`,
    `  rate limits: ${cluster.redisUrl ? `Redis ${cluster.redisUrl}` : 'the database'}`,
    `  metrics:    each instance's own /metrics (nginx answers it 404)`,
    `  logs:       ${runDir}/nginx-*.log and this terminal; Ctrl-C stops everything`,
  ].join('\n'),
)

let stopping = false
const stop = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`cluster: ${signal}, draining the instances`)
  await cluster.stop()
  console.log('cluster: stopped')
  process.exit(0)
}
process.on('SIGINT', () => void stop('SIGINT'))
process.on('SIGTERM', () => void stop('SIGTERM'))
