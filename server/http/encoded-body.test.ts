import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, encodeOnce } from './encoded-body.ts'

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['BR', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', 'identity'],
    ['br;q=0.5', 'br'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('encodeOnce', () => {
  it('keeps the same text in every encoding', () => {
    const text = JSON.stringify({ greeting: 'Grüß Gott', list: Array.from({ length: 50 }, (_, i) => i) })
    const body = encodeOnce(text)
    expect(body.identity.toString()).toBe(text)
    expect(brotliDecompressSync(body.br).toString()).toBe(text)
    expect(gunzipSync(body.gzip).toString()).toBe(text)
  })
})
