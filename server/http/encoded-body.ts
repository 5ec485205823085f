import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** A text answer compressed once, ahead of time, in each encoding a browser may take. */
export type EncodedBody = { identity: Buffer; br: Buffer; gzip: Buffer }

export function encodeOnce(text: string): EncodedBody {
  const identity = Buffer.from(text)
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  }
}

/** The best encoding the request accepts (brotli, then gzip), honouring `q=0` refusals. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';')
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(parameter))
    if (name && !refused) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}
