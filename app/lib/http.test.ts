import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultRetries, postJson, request, shouldRetry, withPageLocale } from './http.ts'

describe('retry rule of the HTTP helper', () => {
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

describe('the page language goes with every call', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['/fr/hemdendesigner', 'fr'],
    ['/en', 'en'],
    ['/es/warenkorb', 'es'],
    ['/warenkorb', 'de'],
    ['/', 'de'],
  ])('a call from %s says %s', async (pathname, locale) => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('window', { location: { pathname } })
    await postJson('/api/shirt.php', { action: 'fetchSelected' })
    const headers = new Headers(fetchMock.mock.calls[0]?.[1]?.headers)
    expect(headers.get('x-shop-locale')).toBe(locale)
    expect(headers.get('content-type')).toBe('application/json')
  })

  it('keeps a language the caller set itself', () => {
    expect(withPageLocale({ 'X-Shop-Locale': 'es' }, '/fr/x').get('x-shop-locale')).toBe('es')
  })

  it('adds nothing outside a page (server rendering)', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('{}'))
    vi.stubGlobal('fetch', fetchMock)
    await request('/x')
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('x-shop-locale')).toBe(false)
  })
})
