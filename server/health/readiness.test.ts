import { describe, expect, it } from 'vitest'
import { createReadiness, healthRoutes } from './readiness.ts'

describe('health probes', () => {
  it('answers live at once and ready only after the media warm-up', async () => {
    const readiness = createReadiness()
    const app = healthRoutes(readiness)

    const live = await app.request('/health/live')
    expect(live.status).toBe(200)
    expect(await live.json()).toEqual({ live: true })

    const cold = await app.request('/health/ready')
    expect(cold.status).toBe(503)
    expect(cold.headers.get('cache-control')).toBe('no-store')
    expect(await cold.json()).toEqual({ ready: false, mediaWarm: false })

    readiness.mediaWarm = true
    const warm = await app.request('/health/ready')
    expect(warm.status).toBe(200)
    expect(await warm.json()).toEqual({ ready: true, mediaWarm: true })
  })
})
