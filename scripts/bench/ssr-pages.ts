import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { serve } from '@hono/node-server'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { parseEnv } from '../../config/env.server.ts'
import { createDatabaseLimiter } from '../../core/limits/database-limiter.ts'
import { newCsrfToken, newSessionToken, sessionIdFromToken } from '../../core/sessions/tokens.ts'
import type { Db } from '../../db/client.ts'
import { insertSession } from '../../db/queries/sessions.ts'
import { createApp } from '../../server/app.ts'
import { withJobQueue } from '../../server/jobs/queue.ts'

type Figure = { rps: number; p99: number; errors: number }

/**
 * A guest's page load (`/` and `/stoffe`, no cookie) through the whole app, with the
 * page cache and without it (PAGE_CACHE_ENTRIES=0), and a guest's with the session cookie the
 * page's start-up makes, against a bare node:http server sending the same bytes from a buffer. Needs the production build (`npm run build`); null without it.
 */
export async function benchPages(
  db: Db,
  dataDir: string,
  interleave: (loads: { url: string; options: Record<string, unknown> }[]) => Promise<Figure[]>,
) {
  const serverEntry = path.resolve('build/server/index.js')
  if (!fs.existsSync(serverEntry)) return null
  const build = (await import(serverEntry)) as ServerBuild
  const start = async (overrides: Record<string, string>) => {
    const env = parseEnv({
      NODE_ENV: 'production',
      TOKEN_ENCRYPTION_KEY: 'bench-only token encryption key, never for a shop',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...overrides,
    })
    const app = createApp({
      deps: withJobQueue({
        db,
        env,
        files: createFileStore(env),
        logger: pino({ level: 'silent' }),
        now: () => new Date(),
        limiter: createDatabaseLimiter(db, () => new Date()),
      }),
      build: { version: 'bench', builtAt: new Date().toISOString() },
      getBuild: async () => build,
      mode: 'production',
    })
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    return { port: (server.address() as AddressInfo).port, close: () => server.close() }
  }
  const cached = await start({})
  const uncached = await start({ PAGE_CACHE_ENTRIES: '0' })
  const token = newSessionToken()
  const now = new Date()
  await insertSession(db, {
    id: sessionIdFromToken(token),
    csrfToken: newCsrfToken(),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  const guestSession = { headers: { cookie: `nf_session=${token}` } }
  const figures: {
    path: string
    bytes: number
    buffer: Figure
    cached: Figure
    uncached: Figure
    guestSession: Figure
  }[] = []
  for (const pagePath of ['/', '/stoffe']) {
    const answer = await fetch(`http://127.0.0.1:${uncached.port}${pagePath}`)
    const body = Buffer.from(await answer.arrayBuffer())
    if (answer.status !== 200) throw new Error(`bench ${pagePath} answered ${answer.status}`)
    const buffer = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(body)
    })
    await new Promise<void>((resolve) => buffer.listen(0, '127.0.0.1', resolve))
    const bufferPort = (buffer.address() as AddressInfo).port
    const [bare, fromCache, rendered, withSession] = await interleave([
      { url: `http://127.0.0.1:${bufferPort}${pagePath}`, options: {} },
      { url: `http://127.0.0.1:${cached.port}${pagePath}`, options: {} },
      { url: `http://127.0.0.1:${uncached.port}${pagePath}`, options: {} },
      { url: `http://127.0.0.1:${cached.port}${pagePath}`, options: guestSession },
    ])
    buffer.close()
    if (!bare || !fromCache || !rendered || !withSession) throw new Error('missing bench result')
    figures.push({
      path: pagePath,
      bytes: body.length,
      buffer: bare,
      cached: fromCache,
      uncached: rendered,
      guestSession: withSession,
    })
  }
  cached.close()
  uncached.close()
  return figures
}
