import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchFirstTexts } from './client-texts.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchFirstTexts', () => {
  it('merges files that each hold a part of one namespace, and skips a file that is gone', async () => {
    const files: Record<string, unknown> = {
      '/base.json': { nav: { shop: 'Shop' }, footer: { agb: 'AGB' } },
      '/route.json': { nav: { cart: 'Warenkorb' }, pages: { home: { title: 'Start' } } },
    }
    vi.stubGlobal('fetch', async (url: string) =>
      url in files ? new Response(JSON.stringify(files[url])) : new Response('', { status: 404 }),
    )
    expect(await fetchFirstTexts(['/base.json', '/route.json', '/gone.json'])).toEqual({
      nav: { shop: 'Shop', cart: 'Warenkorb' },
      footer: { agb: 'AGB' },
      pages: { home: { title: 'Start' } },
    })
  })
})
