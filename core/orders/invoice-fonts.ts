import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { woff2ToSfnt } from '../fonts/woff2.ts'

/**
 * The brand's type for documents: Fraunces for headings and the wordmark, Inter for text
 * (the brand's typefaces), from the same @fontsource packages the pages load. They ship as WOFF2, which
 * pdfkit's font library cannot subset reliably, so they are unpacked to TrueType once.
 */
const require = createRequire(import.meta.url)
const files = {
  serif: { pkg: '@fontsource-variable/fraunces', file: 'fraunces-latin-wght-normal.woff2' },
  sans: { pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2' },
} as const
export type BrandFont = keyof typeof files

let loaded: Promise<Record<BrandFont, Buffer>> | null = null

async function load(font: BrandFont): Promise<Buffer> {
  const { pkg, file } = files[font]
  const where = path.join(path.dirname(require.resolve(`${pkg}/LICENSE`)), 'files', file)
  return Buffer.from(woff2ToSfnt(new Uint8Array(await readFile(where))))
}

export function loadBrandFonts(): Promise<Record<BrandFont, Buffer>> {
  if (!loaded) {
    loaded = Promise.all([load('serif'), load('sans')]).then(([serif, sans]) => ({ serif, sans }))
    // A failed read is not remembered, so the next invoice can try again.
    loaded.catch(() => {
      loaded = null
    })
  }
  return loaded
}
