import type { AddressInfo } from 'node:net'
import type { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopCalls } from '../support/shop-calls.ts'
import { type ReceivedMail, startSmtpReceiver } from '../support/smtp-receiver.ts'
import { CookieJar, createTestApp } from '../support/test-app.ts'
import { useTestDatabase } from '../support/test-db.ts'

/**
 * Mail as an operator configures it: delivered by SMTP (SMTP_URL) to a real SMTP server on
 * loopback, from MAIL_FROM with replies to MAIL_REPLY_TO.
 */

const received: ReceivedMail[] = []
let server: SMTPServer
let port = 0
let app: ReturnType<typeof createTestApp>['app']
let deps: ReturnType<typeof createTestApp>['deps']
let database: Awaited<ReturnType<typeof useTestDatabase>>
const { signUp } = shopCalls(
  () => app,
  () => database.db,
)

beforeAll(async () => {
  server = await startSmtpReceiver(0, (mail) => received.push(mail))
  port = (server.server.address() as AddressInfo).port
  database = await useTestDatabase()
  ;({ app, deps } = createTestApp(database.db, {
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: '"Nadel & Faden Shop" <shop@mail.example.com>',
    MAIL_REPLY_TO: 'kundenservice@example.com',
  }))
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? ''
  return (
    head.match(new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'im'))?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''
  )
}

describe('mail over SMTP', () => {
  it('delivers from MAIL_FROM with replies to MAIL_REPLY_TO', async () => {
    const email = await signUp(new CookieJar())
    await deps.jobs.drain()
    expect(received.some((mail) => mail.to.includes(email))).toBe(true)
    const mail = received.find((entry) => entry.to.includes(email)) as ReceivedMail
    expect(mail.from).toBe('shop@mail.example.com')
    expect(header(mail.raw, 'From')).toBe('"Nadel & Faden Shop" <shop@mail.example.com>')
    expect(header(mail.raw, 'Reply-To')).toBe('kundenservice@example.com')
    expect(header(mail.raw, 'To')).toBe(email)
    expect(header(mail.raw, 'X-Nf-Template')).toBe('welcome')
  })
})
