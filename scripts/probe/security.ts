import http from 'node:http'
import net from 'node:net'
import { probeBodyOnRead } from './checks/body-on-read.ts'
import { probeGracefulStop } from './checks/graceful-stop.ts'
import { probeLoginLockout } from './checks/login-lockout.ts'
import { probeOddInput } from './checks/odd-input.ts'
import { probeSignupMail } from './checks/signup-mail.ts'
import { probeUploadLoad } from './checks/upload-load.ts'

/**
 * `npm run probe:security [base URL]`: reruns the outside probe's reproductions (docs/security.md) against
 * a running shop on this machine (loopback only) and prints what each answered:
 *   1. 60 parallel logins for one account, the last with the right password;
 *   2. a 100 MB urlencoded page post to /login, sent as a raw stream;
 *   3. a password reset with a forged Host header;
 *   4. the open redirect `//evil.com/?lang=en`.
 * and the second probe's (docs/security.md, 'Reproducing the second probe'):
 *   5. an attacker guessing in parallel while the owner logs in from a new browser;
 *   6. 30 registrations and 30 newsletter subscriptions from one address;
 *   7. odd text (NUL, lone surrogates, Unicode look-alikes in a way back) in pages and actions;
 *   8. SIGTERM under 50 keep-alive connections (on a shop of its own, started on a temporary PGlite);
 *   9. 40 parallel guest uploads of two 6 MB files to /api/service.php, from one address and from
 *      forty, with /health/live's latency and the shop's memory (on a shop of its own, TRUST_PROXY);
 *  10. GET and HEAD with a 100 MB chunked body, to the API and to a page.
 * Start the shop first, e.g. `PORT=3300 DATA_DIR=/tmp/nf-probe SKIP_MEDIA_WARMUP=1 npm start`.
 */
const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3300')
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) {
  console.error('probe: only a shop on this machine (127.0.0.1, localhost, [::1]) may be probed')
  process.exit(2)
}
const origin = base.origin
const headers = { 'content-type': 'application/json', origin }

async function call(path: string, body: unknown) {
  const response = await fetch(new URL(path, origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    redirect: 'manual',
  })
  return { status: response.status, body: await response.text() }
}

function tally(statuses: number[]) {
  const counts = new Map<number, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${count} × ${status}`).join(', ')
}

async function parallelLogins() {
  const email = `probe-${Date.now()}@example.com`
  const password = 'Probe-Passwort-2026'
  await call('/api/account.php', { action: 'register', email, password, firstName: 'Pro', lastName: 'Be' })
  // Unconfirmed accounts answer 403 on the right password: that still shows whether it was evaluated.
  const attempts = Array.from({ length: 60 }, (_, index) =>
    call('/api/account.php', {
      action: 'login',
      email,
      password: index === 59 ? password : `wrong-${index}`,
    }),
  )
  const answers = await Promise.all(attempts)
  return tally(answers.map((answer) => answer.status))
}

/** A big body written to a raw socket: what comes back first, and how much was sent by then. */
function bigPagePost(megabytes: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port || 80), base.hostname.replace(/^\[|\]$/g, ''))
    const total = megabytes * 1024 * 1024
    let sent = 0
    let answer = ''
    const chunk = Buffer.alloc(64 * 1024, 'a')
    socket.on('connect', () => {
      socket.write(
        `POST /login HTTP/1.1\r\nHost: ${base.host}\r\nOrigin: ${origin}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${total}\r\nConnection: close\r\n\r\nemail=`,
      )
      const pump = () => {
        while (sent < total && !answer) {
          sent += chunk.length
          if (!socket.write(chunk)) return void socket.once('drain', pump)
        }
      }
      pump()
    })
    socket.on('data', (data) => {
      answer ||= data.toString('latin1').split('\r\n')[0] ?? ''
    })
    const finish = (how: string) =>
      resolve(`${answer || how} after ${(sent / 1024 / 1024).toFixed(1)} MB sent`)
    socket.on('error', (error) => finish(`error ${(error as NodeJS.ErrnoException).code}`))
    socket.on('close', () => finish('closed'))
    setTimeout(() => {
      socket.destroy()
      finish('timeout')
    }, 30_000).unref()
  })
}

/** fetch() always sends the real Host, so this one goes through node:http, which lets it be forged. */
function forgedHost(): Promise<string> {
  const body = JSON.stringify({ action: 'requestPasswordReset', email: 'kunde@example.com' })
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: base.hostname.replace(/^\[|\]$/g, ''),
        port: Number(base.port || 80),
        path: '/api/account.php',
        method: 'POST',
        headers: {
          host: 'attacker.example',
          origin: 'http://attacker.example',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = ''
        response.on('data', (data: Buffer) => {
          text += data.toString('utf8')
        })
        response.on('end', () => resolve(`${response.statusCode} ${text.slice(0, 80)}`))
      },
    )
    request.on('error', (error) => resolve(`error ${error.message}`))
    request.end(body)
  })
}

function openRedirect(): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port || 80), base.hostname.replace(/^\[|\]$/g, ''))
    let text = ''
    socket.on('connect', () =>
      socket.write(`GET //evil.com/?lang=en HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`),
    )
    socket.on('data', (data) => {
      text += data.toString('latin1')
    })
    socket.on('close', () => {
      const status = text.split('\r\n')[0] ?? ''
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(text)?.[1] ?? '(none)'
      resolve(`${status}, Location: ${location}`)
    })
  })
}

console.log(`probe of ${origin}`)
console.log(`1. 60 parallel logins, one account: ${await parallelLogins()}`)
console.log(`2. 100 MB page post to /login: ${await bigPagePost(100)}`)
console.log(`3. password reset with Host: attacker.example: ${await forgedHost()}`)
console.log(`4. GET //evil.com/?lang=en: ${await openRedirect()}`)
console.log(`5. parallel guessing, the owner from a new browser: ${await probeLoginLockout(origin)}`)
console.log(`6. 30 registrations, 30 subscriptions from one address: ${await probeSignupMail(origin)}`)
console.log(`7. odd input: ${await probeOddInput(origin)}`)
console.log(`8. SIGTERM with 50 keep-alive connections: ${await probeGracefulStop()}`)
console.log(`9. 40 parallel guest uploads (2 × 6 MB): ${await probeUploadLoad()}`)
console.log(`10. GET/HEAD with a 100 MB chunked body: ${await probeBodyOnRead(origin)}`)
