import net from 'node:net'
import { sql } from 'drizzle-orm'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobCounts } from '../../core/jobs/read-jobs.ts'
import { jobSchema } from '../../db/jobs/connection.ts'
import { shopCalls } from '../support/shop-calls.ts'
import { startSmtpReceiver } from '../support/smtp-receiver.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * An SMTP server that accepts connections and never answers, then comes back: requests answer
 * as usual while the worker is stuck on it, and every mail reaches the server exactly once when
 * it is back (docs/reliability.md).
 */
const customers = 20
const stalled = new Set<net.Socket>()
let stall: net.Server
let port = 0
let database: Awaited<ReturnType<typeof useTestDatabase>>
let shop: ReturnType<typeof createTestApp>
const { signUp, profile, newDesign, shirt, cart, checkout } = shopCalls(
  () => shop.app,
  () => database.db,
)

type Received = { to: string; template: string }
const received: Received[] = []
let smtp: SMTPServer | null = null

beforeAll(async () => {
  stall = net.createServer((socket) => {
    stalled.add(socket)
    socket.on('error', () => {})
    socket.on('close', () => stalled.delete(socket))
  })
  await new Promise<void>((resolve) => stall.listen(0, '127.0.0.1', resolve))
  port = (stall.address() as net.AddressInfo).port
  database = await useTestDatabase()
  // A short wait for the greeting keeps the test quick; the shop's default is 10 s.
  shop = createTestApp(database.db, {
    SMTP_URL: `smtp://127.0.0.1:${port}?greetingTimeout=1000`,
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://localhost',
  })
})

afterAll(async () => {
  await shop.deps.jobs.stop()
  for (const socket of stalled) socket.destroy()
  await new Promise<void>((resolve) => stall.close(() => resolve()))
  if (smtp) await new Promise<void>((resolve) => smtp?.close(() => resolve()))
})

/** A customer with one measured design in the cart. */
async function customerWithDesign() {
  const jar = new CookieJar()
  const email = await signUp(jar)
  const measureId = await profile(jar)
  const shirtId = await newDesign(jar)
  expect((await shirt(jar, { action: 'measures', shirtId, measureId })).status).toBe(200)
  expect((await cart(jar, { action: 'add', item: { type: 'shirt', shirtId } })).status).toBe(200)
  return { jar, email }
}

function receiveMailsOn(listenPort: number) {
  return startSmtpReceiver(listenPort, (mail) => {
    for (const to of mail.to)
      received.push({ to, template: /^X-Nf-Template: (\S+)/im.exec(mail.raw)?.[1] ?? '' })
  })
}

describe('a stalled SMTP server', () => {
  it('holds no request, and the server started late gets every mail exactly once', {
    timeout: 120_000,
  }, async () => {
    const buyers = []
    for (let index = 0; index < customers; index += 5)
      buyers.push(...(await Promise.all(Array.from({ length: 5 }, customerWithDesign))))
    await shop.deps.jobs.startWorker()
    await expect.poll(() => stalled.size, { timeout: 10_000 }).toBeGreaterThan(0)

    const started = performance.now()
    const placed = await Promise.all(
      buyers.map(async ({ jar }) => {
        const begun = performance.now()
        const answer = await checkout(jar, {
          action: 'placeOrder',
          billingAddress: {
            firstName: 'Erika',
            lastName: 'Muster',
            street: 'Hauptstraße 5',
            postalCode: '10115',
            city: 'Berlin',
            countryCode: 'DE',
          },
          paymentMethod: 'prepayment',
          acceptTerms: true,
        })
        return { ...answer, ms: performance.now() - begun }
      }),
    )
    const placedMs = performance.now() - started
    for (const answer of placed) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.number).toMatch(/\S/)
    }
    const registeredAt = performance.now()
    const late = await signUp(new CookieJar())
    const registerMs = performance.now() - registeredAt
    // Far below the request deadline and the 30 s a stalled server held them before.
    expect(Math.max(...placed.map((answer) => answer.ms))).toBeLessThan(10_000)
    expect(registerMs).toBeLessThan(5_000)
    const each = placed.map((answer) => answer.ms).sort((a, b) => a - b)
    console.info(
      `[mail-stall] 20 parallel placeOrder: all answered in ${Math.round(placedMs)} ms (each: median ${Math.round(each[10] ?? 0)} ms, slowest ${Math.round(each.at(-1) ?? 0)} ms), registration: ${Math.round(registerMs)} ms`,
    )

    // The worker is stuck on the silent server or has failed attempts; nothing went out.
    await shop.deps.jobs.stop(2_000)
    expect(received).toEqual([])
    // Each welcome is a mail job; each order's confirmation is an order-mail job (composed, then mailed).
    const waiting = await jobCounts(shop.deps)
    expect(waiting.map((count) => count.failed)).toEqual(waiting.map(() => 0))
    expect(waiting.reduce((sum, count) => sum + count.queued + count.active, 0)).toBe(customers * 2 + 1)

    // The real server comes up on the same address; the attempts' backoff has passed.
    for (const socket of stalled) socket.destroy()
    await new Promise<void>((resolve) => stall.close(() => resolve()))
    smtp = await receiveMailsOn(port)
    await database.db.execute(
      sql`update ${sql.raw(`${jobSchema}.job`)} set start_after = now() where state = 'retry'`,
    )
    const drained = performance.now()
    await shop.deps.jobs.drain()
    console.info(
      `[mail-stall] ${received.length} mails delivered in ${Math.round(performance.now() - drained)} ms`,
    )

    const expected = [
      ...buyers.flatMap(({ email }) => [`${email} welcome`, `${email} orderConfirmation`]),
      `${late} welcome`,
    ].sort()
    expect(received.map((mail) => `${mail.to} ${mail.template}`).sort()).toEqual(expected)
    await shop.deps.jobs.drain()
    expect(received).toHaveLength(expected.length)
    for (const count of await jobCounts(shop.deps))
      expect(count).toMatchObject({ queued: 0, active: 0, failed: 0 })
  })
})
