import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAdmin } from '../../core/accounts/create-admin.ts'
import { type Database, openDatabase } from '../../db/client.ts'
import { auditLog, customers } from '../../db/schema/index.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * `npm run admin:create`: the first admin of a shop without a password in its environment. The
 * use case on the test database, then the command itself as the operator runs it.
 */
let database: Database
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
const { account, register, call, json } = shopCalls(
  () => app,
  () => database.db,
)
const password = 'Zuschnitt-am-Morgen-4'

beforeAll(async () => {
  database = await useTestDatabase()
  ;({ app, deps } = createTestApp(database.db))
})

function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@laden.example`
}

const login = async (email: string, secret: string) => {
  const jar = new CookieJar()
  const answer = await account(jar, { action: 'login', email, password: secret })
  return { jar, status: answer.status }
}

/** What only an admin may do: grant a newly registered colleague the staff role. */
async function grantsStaff(jar: CookieJar) {
  const colleague = await register(new CookieJar())
  return (await json(await call(jar, '/api/admin/staff.php', { email: colleague, role: 'staff' }))).status
}

describe('createAdmin', () => {
  it('creates an admin who logs in with the password and works in the back office; the audit log says who', async () => {
    const email = uniqueEmail('chefin')
    const created = await createAdmin(deps, { email: email.toUpperCase() }, { password })
    expect(created).toMatchObject({ ok: true, link: null })
    if (!created.ok) return
    const [row] = await database.db.select().from(customers).where(eq(customers.id, created.customerId))
    expect(row).toMatchObject({ email, role: 'admin', pendingSince: null, firstName: 'Admin' })
    const signed = await login(email, password)
    expect(signed.status).toBe(200)
    expect(await grantsStaff(signed.jar)).toBe(200)
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'customer'), eq(auditLog.entityId, String(created.customerId))))
    expect(entries).toMatchObject([
      { actorId: null, actorEmail: 'system:command-line', action: 'customer.role', after: { role: 'admin' } },
    ])
  })

  it.each([
    ['kurz-1', 'PASSWORD_TOO_SHORT'],
    ['x'.repeat(129), 'PASSWORD_TOO_LONG'],
    ['passwort1', 'PASSWORD_TOO_COMMON'],
    ['the address itself', 'PASSWORD_TOO_COMMON'],
  ])('refuses the password %s with %s and creates nothing', async (secret, code) => {
    const email = uniqueEmail('schwach')
    const typed = secret === 'the address itself' ? email : secret
    expect(await createAdmin(deps, { email }, { password: typed })).toEqual({ ok: false, code })
    expect(await database.db.select().from(customers).where(eq(customers.email, email))).toEqual([])
  })

  it('refuses an address that has an account (in any case) and leaves that account as it was', async () => {
    const jar = new CookieJar()
    const email = await register(jar)
    expect(await createAdmin(deps, { email: email.toUpperCase() }, { password })).toEqual({
      ok: false,
      code: 'EMAIL_TAKEN',
    })
    const [row] = await database.db.select().from(customers).where(eq(customers.email, email))
    expect(row?.role).toBe('customer')
  })

  it('with a link: no password opens the account until the link sets one, and the link works once', async () => {
    const email = uniqueEmail('werkstatt')
    const created = await createAdmin(deps, { email }, { link: { origin: 'https://shop.example' } })
    if (!created.ok || !created.link) throw new Error(`no link: ${JSON.stringify(created)}`)
    expect(created.link.validMinutes).toBe(60)
    const url = new URL(created.link.url)
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/password-recovery')
    const token = url.searchParams.get('token') ?? ''
    for (const guess of ['!', '', password]) expect((await login(email, guess)).status).not.toBe(200)

    const set = await account(new CookieJar(), { action: 'resetPassword', token, password })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    const signed = await login(email, password)
    expect(signed.status).toBe(200)
    expect(await grantsStaff(signed.jar)).toBe(200)
    const again = await account(new CookieJar(), { action: 'resetPassword', token, password: `${password}!` })
    expect(again.status).toBe(409)
  })
})

/**
 * The command as a child process, on the database of this file: PostgreSQL (DATABASE_URL) or a
 * PGlite folder of its own, which this test opens once the command has ended.
 */
describe('npm run admin:create', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nf-admin-create-'))
  const onPostgres = Boolean(process.env.DATABASE_URL)
  let scriptDatabase: { database: Database; app: typeof app } | null = null
  const children: ChildProcess[] = []

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
    await closeScriptDatabase()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const commandEnv = () => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PUBLIC_ORIGIN: 'https://shop.example',
      DATA_DIR: dataDir,
    }
    if (!onPostgres) delete env.DATABASE_URL
    return env
  }

  /** Runs `command` with `args`; `answer` is called with the output so far and may write to stdin. */
  function run(
    command: string,
    args: string[],
    answer?: (output: string, stdin: NodeJS.WritableStream) => void,
  ) {
    const child = spawn(command, args, { env: commandEnv(), stdio: ['pipe', 'pipe', 'pipe'] })
    children.push(child)
    let output = ''
    const collect = (chunk: Buffer) => {
      output += chunk
      answer?.(output, child.stdin)
    }
    child.stdout.on('data', collect)
    child.stderr.on('data', collect)
    // The terminal's input stays open until the command ends: its end would be a Ctrl-D there.
    if (!answer) child.stdin.end()
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on('exit', (code) => {
        child.stdin.destroy()
        resolve({ code, output })
      }),
    )
  }

  /** The shop on what the command wrote to (PGlite: opened after the command let go of it). */
  async function appOnScriptDatabase() {
    if (onPostgres) return app
    if (!scriptDatabase) {
      const opened = await openDatabase({ dataDir })
      scriptDatabase = { database: opened, app: createTestApp(opened.db).app }
    }
    return scriptDatabase.app
  }

  /** PGlite: one process per folder, so the test lets go of it before the command runs again. */
  async function closeScriptDatabase() {
    await scriptDatabase?.database.close()
    scriptDatabase = null
  }

  async function loginThere(email: string, secret: string) {
    const there = await appOnScriptDatabase()
    const answer = await there.request('/api/account.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'login', email, password: secret }),
    })
    return answer.status
  }

  it('without a terminal: prints the link once, and the link sets the password', async () => {
    const email = uniqueEmail('ohne-terminal')
    const { code, output } = await run(process.execPath, ['scripts/admin/create.ts', '--email', email])
    expect(code, output).toBe(0)
    const link = /https:\/\/shop\.example\/password-recovery\?token=([A-Za-z0-9_-]{43})/.exec(output)
    expect(link, output).not.toBeNull()
    expect(output).toMatch(/within 60 minutes and once/)

    const there = await appOnScriptDatabase()
    const set = await there.request('/api/account.php', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ action: 'resetPassword', token: link?.[1], password }),
    })
    expect(set.status).toBe(200)
    expect(await loginThere(email, password)).toBe(200)
    await closeScriptDatabase()
  }, 120_000)

  const hasScript = (() => {
    try {
      execFileSync('script', ['--version'], { stdio: 'ignore' })
      return true
    } catch {
      return false
    }
  })()

  it.skipIf(!hasScript)(
    'on a terminal: asks twice without showing the password, refuses a weak one, and the admin logs in',
    async () => {
      const email = uniqueEmail('terminal')
      const typed: string[] = []
      // `script` gives the command a terminal of its own; what is written here is typed there.
      const { code, output } = await run(
        'script',
        ['-qec', `${process.execPath} scripts/admin/create.ts --email ${email}`, '/dev/null'],
        (sofar, stdin) => {
          const prompts = sofar.match(/Password for |The same password again: /g) ?? []
          if (prompts.length <= typed.length) return
          const next = typed.length === 0 ? 'passwort1' : password
          typed.push(next)
          stdin.write(`${next}\r`)
        },
      )
      expect(code, output).toBe(0)
      expect(output).toContain('That password is too common')
      expect(output).toContain(`Admin ${email} created`)
      expect(output).not.toContain(password)
      expect(await loginThere(email, password)).toBe(200)
    },
    120_000,
  )
})
