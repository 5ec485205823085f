import { Hono } from 'hono'
import type { AppEnv } from '../http/types.ts'

/**
 * What the process still does before it serves at full speed. The media warm-up renders every
 * part's shading and option pictures (about a CPU minute); a load balancer, a deploy script or the
 * browser tests wait for /health/ready so no visitor shares the CPU with it.
 */
export type Readiness = { mediaWarm: boolean }

export function createReadiness(): Readiness {
  return { mediaWarm: false }
}

/** /health/live: the process answers. /health/ready: 200 when warm, else 503 with what is missing. */
export function healthRoutes(readiness: Readiness) {
  return new Hono<AppEnv>()
    .get('/health/live', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json({ live: true })
    })
    .get('/health/ready', (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(
        { ready: readiness.mediaWarm, mediaWarm: readiness.mediaWarm },
        readiness.mediaWarm ? 200 : 503,
      )
    })
}
