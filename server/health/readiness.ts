import { Hono } from 'hono'
import { databaseFailure } from '#core/storage/database-failure.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * What the process still does before it serves at full speed. The media warm-up renders every
 * part's shading and option pictures (about a CPU minute); a load balancer, a deploy script or the
 * browser tests wait for /health/ready so no visitor shares the CPU with it.
 */
export type Readiness = {
  mediaWarm: boolean
  /** Set on SIGTERM: not ready any more (server/http/graceful-stop.ts closes the connections). */
  stopping?: boolean
}

export function createReadiness(): Readiness {
  return { mediaWarm: false, stopping: false }
}

/** How long /health/ready waits for the database's answer before it says `database: false`. */
const probeLimitMs = 2_000

/** Whether the database answers a trivial query in time (a failure of another kind is no outage). */
async function databaseAnswers(probe: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), probeLimitMs)
  })
  try {
    return (await Promise.race([probe().then(() => 'ok' as const), late])) === 'ok'
  } catch (error) {
    return databaseFailure(error) === null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * /health/live: the process answers. /health/ready: 200 when warm, else 503 with what is missing.
 * It also says whether the database answers (`database: false` while PostgreSQL is unreachable or
 * too slow) without turning unready for it: the database is shared, so every instance would leave
 * the rotation at once and visitors would get the balancer's error instead of the shop's 503 with
 * Retry-After (docs/operations.md).
 */
export function healthRoutes(readiness: Readiness, probeDatabase?: () => Promise<void>) {
  return new Hono<AppEnv>()
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ live: true })
    })
    .get('/health/ready', async (c) => {
      c.header('Cache-Control', 'no-store')
      const database = probeDatabase ? await databaseAnswers(probeDatabase) : true
      const ready = readiness.mediaWarm && !readiness.stopping
      return c.json(
        {
          ready,
          mediaWarm: readiness.mediaWarm,
          ...(probeDatabase ? { database } : {}),
          ...(readiness.stopping ? { stopping: true } : {}),
        },
        ready ? 200 : 503,
      )
    })
}
