import type { Logger } from 'pino'
import type { Env } from '#config/env.server.ts'
import { databaseFailure } from '#core/storage/database-failure.ts'
import { type Database, openDatabase } from '#db/client.ts'

/** The wait before try `attempt + 1` (attempt counts from 1): doubled each time, at most 10 s. */
export function startBackoffMs(attempt: number, firstMs: number): number {
  return Math.min(firstMs * 2 ** (attempt - 1), 10_000)
}

/** The database could not be opened at start: the last error, and how often it was tried. */
export class DatabaseStartError extends Error {
  readonly attempts: number
  constructor(cause: unknown, attempts: number) {
    super(`the database could not be opened after ${attempts} attempt(s)`, { cause })
    this.name = 'DatabaseStartError'
    this.attempts = attempts
  }
}

/** The variable that chose the database: DATABASE_URL for PostgreSQL, DATA_DIR for PGlite. */
export function databaseVariable(url: string | undefined): 'DATABASE_URL' | 'DATA_DIR' {
  return url ? 'DATABASE_URL' : 'DATA_DIR'
}

/** DATABASE_URL without its user and password, for log lines: `postgres://db.internal:5432/shop`. */
export function describeDatabase(url: string | undefined): string {
  if (!url) return 'PGlite (DATA_DIR)'
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.host}${parsed.pathname}`
  } catch {
    return 'an unreadable DATABASE_URL'
  }
}

/** The database settings of the environment, for `npm start` and the development server alike. */
export function databaseOptions(env: Env, logger: Logger): Parameters<typeof openDatabase>[0] {
  return {
    url: env.DATABASE_URL,
    dataDir: env.dataDir,
    timeouts: {
      connectMs: env.DB_CONNECT_TIMEOUT_MS,
      statementMs: env.DB_STATEMENT_TIMEOUT_MS,
      queryMs: env.DB_QUERY_TIMEOUT_MS,
    },
    onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost'),
  }
}

/**
 * Opens the database (and migrates it), trying again while it cannot be reached: an instance that
 * starts with its database (a reboot, a compose file) waits for it instead of dying at once. Each
 * failed try is a log line; an error that waiting cannot cure (a wrong password, a broken
 * migration) ends the start at once.
 */
export async function openDatabaseAtStart(
  options: Parameters<typeof openDatabase>[0],
  retry: { attempts: number; backoffMs: number; logger: Logger },
): Promise<Database> {
  const database = describeDatabase(options.url)
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(options)
    } catch (error) {
      const curable = databaseFailure(error) !== null
      if (!curable || attempt >= retry.attempts) throw new DatabaseStartError(error, attempt)
      const waitMs = startBackoffMs(attempt, retry.backoffMs)
      retry.logger.warn(
        {
          err: error,
          variable: databaseVariable(options.url),
          database,
          attempt,
          attempts: retry.attempts,
          waitMs,
        },
        'database not reachable at start: trying again',
      )
      await new Promise((resolve) => setTimeout(resolve, waitMs))
    }
  }
}
