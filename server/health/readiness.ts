import { Hono } from 'hono'
import type { AppEnv } from '../http/types.ts'

/**
 * What the process still does before it serves at full speed. The media warm-up renders every
 * part's shading and option pictures (about a CPU minute); a load balancer, a deploy script or the
 * browser tests wait for /health/ready so no visitor shares the CPU with it.
 */
export type Readiness = {
  mediaWarm: boolean
  /** Set on SIGTERM: not ready any more, and every answer closes its connection. */
  stopping?: boolean
}

export function createReadiness(): Readiness {
  return { mediaWarm: false, stopping: false }
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
      const ready = readiness.mediaWarm && !readiness.stopping
      return c.json(
        { ready, mediaWarm: readiness.mediaWarm, ...(readiness.stopping ? { stopping: true } : {}) },
        ready ? 200 : 503,
      )
    })
}
