import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultRetries, request, shouldRetry } from './http.ts'

describe('retry rule of spec section 8', () => {
  it.each([
    ['GET', 1],
    ['HEAD', 1],
    ['POST', 0],
    ['PUT', 0],
    ['PATCH', 0],
    ['delete', 0],
  ])('%s retries %i time(s) by default', (method, retries) => {
    expect(defaultRetries(method)).toBe(retries)
  })

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('status %i is retried', (status) => {
    expect(shouldRetry(status, 0, 1)).toBe(true)
    expect(shouldRetry(status, 1, 1)).toBe(false)
  })

  it.each([200, 201, 400, 401, 403, 404, 413, 422, 501])('status %i is not retried', (status) => {
    expect(shouldRetry(status, 0, 3)).toBe(false)
  })
})

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('retries a GET once on 503 and returns the second answer', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('ok'))
    vi.stubGlobal('fetch', fetchMock)
    const response = await request('/x', { retryDelayMs: 0 })
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(await response.text()).toBe('ok')
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include', method: 'GET' })
  })

  it('does not retry a POST', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('', { status: 503 }))
    vi.stubGlobal('fetch', fetchMock)
    const response = await request('/x', { method: 'POST', retryDelayMs: 0 })
    expect(response.status).toBe(503)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
