import { afterEach, describe, expect, it, vi } from 'vitest'
import { request } from './http.ts'
import { holdRequestsUntil } from './session-gate.ts'

describe('calls wait for the start-up session', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends nothing until the start-up answer is in, then sends; the start-up call itself goes at once', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    let finishStartup: () => void = () => undefined
    holdRequestsUntil(
      new Promise<void>((resolve) => {
        finishStartup = resolve
      }),
    )

    const login = request('/api/account.php', { method: 'POST', body: '{}' })
    const startup = request('/api/session.php', { beforeSession: true })
    await startup
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/session.php'])

    finishStartup()
    await login
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/session.php', '/api/account.php'])
  })

  it('a failed start-up call releases the others too', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    holdRequestsUntil(Promise.reject(new Error('offline')))
    await request('/api/cart.php', { method: 'POST' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
