import path from 'node:path'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { createFileStore } from '#server/storage/create-file-store.ts'
import { parseEnv } from '../../config/env.server.ts'
import type { Db } from '../../db/client.ts'
import { createApp } from '../../server/app.ts'
import type { PageCache } from '../../server/http/page-cache.ts'
import { withJobQueue } from '../../server/jobs/queue.ts'
import { createLimiter } from '../../server/limits/create-limiter.ts'
import { drainJobsInto } from './outbox.ts'

let buildPromise: Promise<ServerBuild> | null = null

/** The test apps' TOKEN_ENCRYPTION_KEY (a production-like start needs one; vitest.config.ts sets it too). */
export const testTokenKey = 'test-only token encryption key, never for a shop'

/** The production SSR bundle (npm test builds it first). */
function loadBuild(): Promise<ServerBuild> {
  buildPromise ??= import(path.resolve('build/server/index.js')) as Promise<ServerBuild>
  return buildPromise
}

/**
 * The bindings @hono/node-server hands the app with each request, reduced to what the shop reads
 * from them: the connection's peer address. `app.request(path, init, fromPeer('203.0.113.9'))`
 * is a request from that address.
 */
export function fromPeer(address: string) {
  return { incoming: { socket: { remoteAddress: address } } }
}

/**
 * The real Hono app on a test database; requests go through `app.request`. In-process there is no
 * socket: a request without bindings comes from 127.0.0.1, as from a proxy on the same machine
 * (TRUST_PROXY=1 believes its X-Forwarded-* headers); pass `fromPeer(...)` for another peer.
 */
export function createTestApp(
  db: Db,
  envOverrides: Record<string, string> = {},
  now?: () => Date,
  files: { clientDir?: string; pageCache?: PageCache } = {},
) {
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/nf-test-unused',
    TOKEN_ENCRYPTION_KEY: testTokenKey,
    ...envOverrides,
  })
  const clock = now ?? (() => new Date())
  const logger = pino({ level: 'silent' })
  const deps = withJobQueue({
    db,
    env,
    files: createFileStore(env),
    logger,
    now: clock,
    limiter: createLimiter({ env, db, logger, now: clock }),
  })
  drainJobsInto(env.dataDir, () => deps.jobs.drain())
  const app = createApp({
    deps,
    build: { version: 'test', builtAt: '2026-11-22T00:00:00Z' },
    getBuild: loadBuild,
    mode: 'production',
    clientDir: files.clientDir,
    pageCache: files.pageCache,
  })
  const request = app.request
  app.request = (input, init, bindings, executionContext) =>
    request(input, init, bindings ?? fromPeer('127.0.0.1'), executionContext)
  return { app, deps }
}

/** A cookie jar that follows Set-Cookie answers, like a browser on http://localhost. */
export class CookieJar {
  private cookies = new Map<string, string>()
  store(response: Response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';')
      const [name, ...rest] = (pair ?? '').split('=')
      if (!name) continue
      const value = rest.join('=')
      if (/max-age=0/i.test(header) || value === '') this.cookies.delete(name.trim())
      else this.cookies.set(name.trim(), value)
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  get(name: string) {
    return this.cookies.get(name)
  }
}
