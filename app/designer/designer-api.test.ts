import { afterEach, describe, expect, it, vi } from 'vitest'
import { designerApi } from './designer-api.ts'

/** Requests go out with session credentials, except the shirt preview request. */
describe('credentials of the designer calls', () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [
      'preview',
      () => designerApi.preview(42, '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b'),
      '/api/shirt-preview.php',
      'omit',
      { action: 'get_img_arr', shirtId: 42, key: '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b' },
    ],
    [
      'fetchSelected',
      () => designerApi.fetchSelected(),
      '/api/shirt.php',
      'include',
      { action: 'fetchSelected' },
    ],
    [
      'addToCart',
      () => designerApi.addToCart(42),
      '/api/shirt.php',
      'include',
      { action: 'addToCart', shirtId: 42 },
    ],
    [
      'fabrics',
      () => designerApi.fabrics({ page: 2 }),
      '/api/catalog.php',
      'include',
      { action: 'fabrics', page: 2 },
    ],
  ] as const)('%s goes to %s with credentials %s', async (_name, send, url, credentials, body) => {
    const fetchMock = vi.fn().mockResolvedValue(Response.json({ success: true, images: [] }))
    vi.stubGlobal('fetch', fetchMock)
    await send()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [calledUrl, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(calledUrl).toBe(url)
    expect(init).toMatchObject({ method: 'POST', credentials })
    expect(JSON.parse(String(init.body))).toEqual(body)
  })
})
