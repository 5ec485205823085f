import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../../core/accounts/passwords.ts'
import { openDatabase } from '../../db/client.ts'
import { demoAccounts, seedDatabase } from '../../db/seed/seed.ts'

/**
 * The server process on PGlite: the demo exists only when asked for (SHOP_DEMO=1, or `npm start`
 * with nothing configured), and a production start refuses a database whose demo admin still
 * logs in with its published password.
 */
const children: ChildProcess[] = []
const dataDirs: string[] = []

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    const gone = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await gone
  }
})
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
})

function newDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-production-'))
  dataDirs.push(dir)
  return dir
}

/** What a test sets is all the configuration the process gets (the test runner's NODE_ENV too). */
const configuration = ['NODE_ENV', 'DATABASE_URL', 'SHOP_DEMO', 'FORCE_HTTPS', 'TRUST_PROXY', 'PUBLIC_ORIGIN']

function start(command: string[], env: Record<string, string>) {
  const full: NodeJS.ProcessEnv = { ...process.env, PORT: '0', LOG_LEVEL: 'info', SKIP_MEDIA_WARMUP: '1' }
  for (const name of configuration) delete full[name]
  const child = spawn(command[0] as string, command.slice(1), {
    env: { ...full, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  /** The port of the 'serving' line, once it is logged; null when the process ended first. */
  const serving = async (): Promise<{ port: number; production: boolean; demo: boolean } | null> => {
    for (;;) {
      const line = output.split('\n').find((text) => text.includes('Nadel & Faden is serving'))
      if (line) return JSON.parse(line)
      if (child.exitCode !== null) return null
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { child, exited, serving, output: () => output }
}

async function loginStatus(port: number, email: string, password: string) {
  const origin = `http://127.0.0.1:${port}`
  const answer = await fetch(`${origin}/api/account.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ action: 'login', email, password }),
  })
  return answer.status
}

async function stop(shop: ReturnType<typeof start>) {
  shop.child.kill('SIGTERM')
  expect(await shop.exited).toBe(0)
}

describe('the demo only when asked for', () => {
  const dataDir = newDataDir()

  it('SHOP_DEMO=0 on PGlite: the demo accounts do not log in', async () => {
    const shop = start([process.execPath, 'server/main.ts'], { DATA_DIR: dataDir, SHOP_DEMO: '0' })
    const serving = await shop.serving()
    expect(serving, shop.output()).not.toBeNull()
    for (const demo of demoAccounts) {
      expect(await loginStatus(serving?.port ?? 0, demo.email, demo.password), demo.email).toBe(401)
    }
    expect(serving).toMatchObject({ production: false, demo: false })
    await stop(shop)
  }, 180_000)

  it.each<Record<string, string>>([
    { NODE_ENV: 'production' },
    { FORCE_HTTPS: '1', PUBLIC_ORIGIN: 'https://shop.example' },
  ])(
    '%j on a database with the demo admin: refuses to start and says what to do',
    async (env) => {
      const database = await openDatabase({ dataDir })
      await seedDatabase({ db: database.db, accounts: demoAccounts, hashPassword })
      await database.close()
      const shop = start([process.execPath, 'server/main.ts'], { DATA_DIR: dataDir, ...env })
      const code = await Promise.race<number | null | 'served'>([
        shop.exited,
        shop
          .serving()
          .then((serving): Promise<number | null | 'served'> | 'served' =>
            serving ? 'served' : shop.exited,
          ),
      ])
      expect(code, shop.output()).toBe(1)
      const fatal = shop
        .output()
        .split('\n')
        .find((line) => line.includes('refusing a production start'))
      expect(JSON.parse(fatal ?? '{}')).toMatchObject({ level: 60 })
      expect(fatal).toContain('admin@example.com')
      expect(fatal).toContain('npm run admin:create')
      expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false)
    },
    180_000,
  )
})

describe('npm start', () => {
  it('with nothing configured (a fresh clone) is the demo: the demo admin logs in', async () => {
    const demoAdmin = demoAccounts.find((account) => account.role === 'admin')
    const shop = start(['bash', 'scripts/start.sh'], { DATA_DIR: newDataDir() })
    const serving = await shop.serving()
    expect(serving, shop.output()).not.toBeNull()
    expect(await loginStatus(serving?.port ?? 0, demoAdmin?.email ?? '', demoAdmin?.password ?? '')).toBe(200)
    expect(serving).toMatchObject({ production: false, demo: true })
    await stop(shop)
  }, 300_000)
})

describe('the libraries without a NODE_ENV', () => {
  /** Which of React DOM's server builds a process runs after loading server/node-env.ts. */
  function reactBuildWith(env: Record<string, string>) {
    const probe = [
      "import './server/node-env.ts'",
      "import { createRequire } from 'node:module'",
      "await import('react-dom/server')",
      'const cache = createRequire(import.meta.url).cache',
      'const ran = Object.keys(cache).filter((file) => cache[file].loaded && /react-dom-server\\.node\\./.test(file))',
      "console.log(ran.map((file) => file.replace(/.*[.]node[.]/, '')).join(','))",
    ].join('\n')
    const full: NodeJS.ProcessEnv = { ...process.env, ...env }
    if (!env.NODE_ENV) delete full.NODE_ENV
    return execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env: full })
      .toString()
      .trim()
  }

  it('get their production builds, unless the operator set another NODE_ENV', () => {
    expect(reactBuildWith({})).toBe('production.js')
    expect(reactBuildWith({ NODE_ENV: 'development' })).toBe('development.js')
  })

  it('server/main.ts loads server/node-env.ts before any other module', () => {
    const source = fs.readFileSync('server/main.ts', 'utf8')
    expect(/^import\s.*$/m.exec(source)?.[0]).toBe("import './node-env.ts'")
  })
})
