import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { isWoff2, woff2ToSfnt } from '#core/fonts/woff2.ts'
import { fontFile, loadFont } from './load-font.ts'

describe('woff2ToSfnt', () => {
  it('unpacks Inter into a TrueType file', async () => {
    const woff2 = new Uint8Array(await readFile(fontFile('block')))
    expect(isWoff2(woff2)).toBe(true)
    const sfnt = woff2ToSfnt(woff2)
    expect([...sfnt.subarray(0, 4)]).toEqual([0, 1, 0, 0])
  })

  it.each(['script', 'block', 'roman'] as const)(
    'gives %s outlines for the monogram letters',
    async (style) => {
      const font = await loadFont(style)
      for (const letter of 'JMÄß') {
        const glyph = font.charToGlyph(letter)
        expect(glyph.index, letter).toBeGreaterThan(0)
        expect(glyph.getPath(0, 0, 40).commands.length, letter).toBeGreaterThan(4)
      }
    },
  )
})
