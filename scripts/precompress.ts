import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'

/** What is worth compressing ahead: text formats (fonts and images are compressed already). */
const compressible = /\.(?:js|mjs|css|json|svg|txt|xml|webmanifest|map)$/
/** Below this, the compressed file plus its headers is no smaller (the same cut hono's compress uses). */
const minBytes = 1024

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file under `dir`, once
 * at build time: the server then sends the smallest form the browser accepts without spending CPU
 * per request (serveStatic's `precompressed`). Returns how many files it compressed.
 */
export function precompress(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = path.join(entry.parentPath, entry.name)
    const content = fs.readFileSync(file)
    if (content.length < minBytes) continue
    const brotli = zlib.brotliCompressSync(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    })
    fs.writeFileSync(`${file}.br`, brotli)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }))
    count += 1
  }
  return count
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'build/client'
  console.log(`precompressed ${precompress(dir)} files under ${dir}`)
}
