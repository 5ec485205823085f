import pg from 'pg'

/**
 * A fresh database for one fault scenario or load run on the local PostgreSQL
 * (FAULTS_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres), named
 * `<prefix>_<what>_<time>` (`nf_faults_…`, or FAULTS_DATABASE_PREFIX, unless told), dropped again
 * by `drop()`. Only a server on this machine is used.
 */
export async function freshDatabase(
  what: string,
  prefix = process.env.FAULTS_DATABASE_PREFIX ?? 'nf_faults',
) {
  if (!/^[a-z_][a-z0-9_]{0,30}$/.test(prefix)) throw new Error(`not a plain database name: ${prefix}`)
  const admin = new URL(process.env.FAULTS_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(admin.hostname))
    throw new Error(`only a PostgreSQL on this machine is used: ${admin.hostname}`)
  const name = `${prefix}_${what}_${Date.now()}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString() })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return {
    name,
    url: url.toString(),
    host: admin.hostname === 'localhost' ? '127.0.0.1' : admin.hostname,
    port: Number(admin.port || 5432),
    drop: () => run(`drop database if exists ${name} with (force)`),
  }
}

/** The same URL, pointed at another port on 127.0.0.1 (the fault proxy). */
export function throughPort(url: string, port: number) {
  const next = new URL(url)
  next.hostname = '127.0.0.1'
  next.port = String(port)
  return next.toString()
}
