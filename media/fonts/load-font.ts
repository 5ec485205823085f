import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Font } from 'opentype.js'
import { isWoff2, woff2ToSfnt } from '#core/fonts/woff2.ts'

/**
 * Monogram fonts come from the @fontsource packages in node_modules, never from the system (the
 * server may have no fonts at all). The packages export only CSS, so the font files are found
 * beside their exported LICENSE file.
 */
export type MonogramFont = 'script' | 'block' | 'roman'

const require = createRequire(import.meta.url)
// opentype.js through its CommonJS build: the same module object under Node and Vitest.
const opentype = require('opentype.js') as typeof import('opentype.js')

const fontFiles: Record<MonogramFont, { pkg: string; file: string }> = {
  script: { pkg: '@fontsource/great-vibes', file: 'great-vibes-latin-400-normal.woff' },
  roman: { pkg: '@fontsource/cormorant-garamond', file: 'cormorant-garamond-latin-600-normal.woff' },
  // Inter ships as WOFF2 only; woff2.ts unpacks it.
  block: { pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
}

const loaded = new Map<MonogramFont, Promise<Font>>()

export function fontFile(style: MonogramFont): string {
  const { pkg, file } = fontFiles[style]
  return path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files', file)
}

async function load(style: MonogramFont): Promise<Font> {
  const bytes = new Uint8Array(await readFile(fontFile(style)))
  const sfnt = isWoff2(bytes) ? woff2ToSfnt(bytes) : bytes
  return opentype.parse(sfnt.buffer.slice(sfnt.byteOffset, sfnt.byteOffset + sfnt.byteLength) as ArrayBuffer)
}

export function loadFont(style: MonogramFont): Promise<Font> {
  let font = loaded.get(style)
  if (!font) {
    font = load(style)
    // A failed load is not remembered, so a later request can try again.
    font.catch(() => loaded.delete(style))
    loaded.set(style, font)
  }
  return font
}
