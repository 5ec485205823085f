import { parseArgs } from 'node:util'
import { dbRestartScenario, slowDbScenario } from './db-outage.ts'
import { diskFullScenario } from './disk-full.ts'
import { killScenario } from './kill.ts'
import { freshDatabase } from './postgres.ts'

/**
 * `npm run faults [-- --scenario kill|kill-postgres|db-restart|slow-db|disk-full] [--times 30]
 * [--customers 4] [--port 3352] [--max-delay-ms 8000] [--query-timeout-ms 3000]
 * [--request-timeout-ms 30000]`: the fault campaign of docs/reliability.md, each scenario printing
 * its table; without --scenario all of them, one after the other. Ports: the shop of `kill` on
 * --port, the others on the next few (db-restart +0/+1, slow-db +3/+4, disk-full +6; the proxy is
 * the second). The PostgreSQL scenarios create `nf_faults_*` databases on the local server
 * (FAULTS_POSTGRES_URL) and drop them again; disk-full mounts a 2 MB tmpfs (root). Exit 1 when a
 * scenario missed its goal.
 */
const scenarios = ['kill', 'kill-postgres', 'db-restart', 'slow-db', 'disk-full'] as const
const { values } = parseArgs({
  options: {
    scenario: { type: 'string', default: 'all' },
    times: { type: 'string', default: '30' },
    customers: { type: 'string', default: '4' },
    port: { type: 'string', default: '3352' },
    outages: { type: 'string', default: '3' },
    'cut-ms': { type: 'string', default: '5000' },
    'latency-ms': { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '20' },
    'query-timeout-ms': { type: 'string', default: '3000' },
    'request-timeout-ms': { type: 'string', default: '30000' },
    'max-delay-ms': { type: 'string', default: '8000' },
  },
})
const chosen = values.scenario === 'all' ? scenarios : values.scenario.split(',')
for (const name of chosen)
  if (!scenarios.includes(name as never)) {
    console.error(`unknown scenario ${name}: one of ${scenarios.join(', ')} or all`)
    process.exit(2)
  }
const port = Number(values.port)
const times = Number(values.times)
const customers = Number(values.customers)
const results: [string, boolean][] = []
for (const name of chosen) {
  const started = performance.now()
  let ok: boolean
  const maxDelayMs = Number(values['max-delay-ms'])
  if (name === 'kill') ok = await killScenario({ times, customers, port, maxDelayMs })
  else if (name === 'kill-postgres') {
    const database = await freshDatabase('kill')
    try {
      ok = await killScenario({ times, customers, port, databaseUrl: database.url, maxDelayMs })
    } finally {
      await database.drop()
    }
  } else if (name === 'db-restart')
    ok = await dbRestartScenario({
      port,
      outages: Number(values.outages),
      cutMs: Number(values['cut-ms']),
      customers,
    })
  else if (name === 'slow-db')
    ok = await slowDbScenario({
      port,
      latencyMs: Number(values['latency-ms']),
      seconds: Number(values.seconds),
      concurrency: Number(values.concurrency),
      queryTimeoutMs: Number(values['query-timeout-ms']),
      requestTimeoutMs: Number(values['request-timeout-ms']),
    })
  else ok = await diskFullScenario({ port })
  results.push([`${name} (${((performance.now() - started) / 1000).toFixed(0)} s)`, ok])
}
console.log('\n| scenario | goal met |\n|---|---|')
for (const [name, ok] of results) console.log(`| ${name} | ${ok ? 'yes' : 'NO'} |`)
if (results.some(([, ok]) => !ok)) process.exitCode = 1
