import { brotliDecompressSync } from 'node:zlib'

/**
 * Turns a WOFF2 font into a plain TrueType file that opentype.js can read (opentype.js 2 refuses
 * WOFF2, and the only sans-serif shipped in node_modules, Inter, comes as WOFF2 only). Implements
 * the W3C WOFF2 container with the glyf/loca and hmtx transforms; variation tables are dropped
 * because the monogram uses the default instance and opentype.js need not parse them.
 */

const knownTags = [
  'cmap',
  'head',
  'hhea',
  'hmtx',
  'maxp',
  'name',
  'OS/2',
  'post',
  'cvt ',
  'fpgm',
  'glyf',
  'loca',
  'prep',
  'CFF ',
  'VORG',
  'EBDT',
  'EBLC',
  'gasp',
  'hdmx',
  'kern',
  'LTSH',
  'PCLT',
  'VDMX',
  'vhea',
  'vmtx',
  'BASE',
  'GDEF',
  'GPOS',
  'GSUB',
  'EBSC',
  'JSTF',
  'MATH',
  'CBDT',
  'CBLC',
  'COLR',
  'CPAL',
  'SVG ',
  'sbix',
  'acnt',
  'avar',
  'bdat',
  'bloc',
  'bsln',
  'cvar',
  'fdsc',
  'feat',
  'fmtx',
  'fvar',
  'gvar',
  'hsty',
  'just',
  'lcar',
  'mort',
  'morx',
  'opbd',
  'prop',
  'trak',
  'Zapf',
  'Silf',
  'Glat',
  'Gloc',
  'Feat',
  'Sill',
]

/** Tables of the variable-font machinery: without them the font is its default instance. */
const droppedTags = new Set(['fvar', 'gvar', 'avar', 'cvar', 'HVAR', 'MVAR', 'STAT', 'VVAR'])

type TableEntry = { tag: string; transformed: boolean; origLength: number; length: number; data?: Uint8Array }

/** A forward-only reader over a byte array. */
class Reader {
  pos = 0
  readonly bytes: Uint8Array
  constructor(bytes: Uint8Array) {
    this.bytes = bytes
  }
  u8(): number {
    const value = this.bytes[this.pos]
    if (value === undefined) throw new Error('woff2: unexpected end of data')
    this.pos += 1
    return value
  }
  u16(): number {
    return (this.u8() << 8) | this.u8()
  }
  i16(): number {
    const value = this.u16()
    return value & 0x8000 ? value - 0x10000 : value
  }
  u32(): number {
    return ((this.u16() << 16) >>> 0) + this.u16()
  }
  base128(): number {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = this.u8()
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error('woff2: bad UIntBase128')
  }
  u255(): number {
    const code = this.u8()
    if (code === 253) return this.u16()
    if (code === 255) return this.u8() + 253
    if (code === 254) return this.u8() + 506
    return code
  }
  take(length: number): Uint8Array {
    if (this.pos + length > this.bytes.length) throw new Error('woff2: stream overrun')
    const slice = this.bytes.subarray(this.pos, this.pos + length)
    this.pos += length
    return slice
  }
}

/** Big-endian byte writer that grows as needed. */
class Writer {
  bytes = new Uint8Array(1024)
  length = 0
  private ensure(extra: number) {
    if (this.length + extra <= this.bytes.length) return
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + extra))
    next.set(this.bytes.subarray(0, this.length))
    this.bytes = next
  }
  u8(value: number) {
    this.ensure(1)
    this.bytes[this.length++] = value & 0xff
  }
  u16(value: number) {
    this.u8(value >> 8)
    this.u8(value)
  }
  u32(value: number) {
    this.u16((value >>> 16) & 0xffff)
    this.u16(value & 0xffff)
  }
  put(data: Uint8Array) {
    this.ensure(data.length)
    this.bytes.set(data, this.length)
    this.length += data.length
  }
  pad4() {
    while (this.length % 4) this.u8(0)
  }
  result(): Uint8Array {
    return this.bytes.slice(0, this.length)
  }
}

export function isWoff2(data: Uint8Array): boolean {
  return data[0] === 0x77 && data[1] === 0x4f && data[2] === 0x46 && data[3] === 0x32
}

/** Decodes a WOFF2 file into an sfnt (TrueType) byte array. */
export function woff2ToSfnt(file: Uint8Array): Uint8Array {
  const header = new Reader(file)
  if (header.u32() !== 0x774f4632) throw new Error('woff2: bad signature')
  const flavor = header.u32()
  if (flavor === 0x74746366) throw new Error('woff2: font collections are not supported')
  header.u32() // total length
  const numTables = header.u16()
  header.pos = 20
  const totalCompressedSize = header.u32()
  header.pos = 48
  const entries: TableEntry[] = []
  for (let i = 0; i < numTables; i++) {
    const flags = header.u8()
    const tag = (flags & 0x3f) === 0x3f ? String.fromCharCode(...header.take(4)) : knownTags[flags & 0x3f]
    if (!tag) throw new Error('woff2: unknown table tag index')
    const version = flags >> 6
    // glyf and loca are transformed at version 0; every other table at a non-zero version.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0
    const origLength = header.base128()
    const length = transformed ? header.base128() : origLength
    entries.push({ tag, transformed, origLength, length })
  }
  const stream = brotliDecompressSync(file.subarray(header.pos, header.pos + totalCompressedSize))
  let offset = 0
  for (const entry of entries) {
    entry.data = stream.subarray(offset, offset + entry.length)
    offset += entry.length
  }
  const table = (tag: string) => entries.find((e) => e.tag === tag)
  const glyf = table('glyf')
  const loca = table('loca')
  const head = table('head')
  if (glyf?.transformed && loca && head?.data) {
    const rebuilt = rebuildGlyf(glyf.data as Uint8Array)
    glyf.data = rebuilt.glyf
    loca.data = rebuilt.loca
    // The rebuilt loca is always in the long format.
    const patched = new Uint8Array(head.data)
    patched[50] = 0
    patched[51] = 1
    head.data = patched
    const hmtx = table('hmtx')
    const hhea = table('hhea')
    if (hmtx?.transformed && hhea?.data) {
      const numHMetrics = (hhea.data[34] ?? 0) * 256 + (hhea.data[35] ?? 0)
      hmtx.data = rebuildHmtx(hmtx.data as Uint8Array, numHMetrics, rebuilt.xMins)
    }
  }
  return assembleSfnt(
    flavor,
    entries.filter((e) => !droppedTags.has(e.tag)),
  )
}

/** Writes the sfnt table directory and tables (checksums are left zero: readers here ignore them). */
function assembleSfnt(flavor: number, entries: TableEntry[]): Uint8Array {
  const sorted = [...entries].sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const out = new Writer()
  const n = sorted.length
  const entrySelector = Math.floor(Math.log2(n))
  out.u32(flavor)
  out.u16(n)
  out.u16(16 * 2 ** entrySelector)
  out.u16(entrySelector)
  out.u16(n * 16 - 16 * 2 ** entrySelector)
  let offset = 12 + 16 * n
  for (const entry of sorted) {
    const length = entry.data?.length ?? 0
    for (const char of entry.tag) out.u8(char.charCodeAt(0))
    out.u32(0)
    out.u32(offset)
    out.u32(length)
    offset += (length + 3) & ~3
  }
  for (const entry of sorted) {
    out.put(entry.data ?? new Uint8Array())
    out.pad4()
  }
  return out.result()
}

type Point = { x: number; y: number; onCurve: boolean }

function decodeTriplet(flag: number, data: Reader): { dx: number; dy: number } {
  const sign = (f: number, value: number) => (f & 1 ? value : -value)
  if (flag < 10) return { dx: 0, dy: sign(flag, ((flag & 14) << 7) + data.u8()) }
  if (flag < 20) return { dx: sign(flag, (((flag - 10) & 14) << 7) + data.u8()), dy: 0 }
  if (flag < 84) {
    const b0 = flag - 20
    const b1 = data.u8()
    return {
      dx: sign(flag, 1 + (b0 & 0x30) + (b1 >> 4)),
      dy: sign(flag >> 1, 1 + ((b0 & 0x0c) << 2) + (b1 & 0x0f)),
    }
  }
  if (flag < 120) {
    const b0 = flag - 84
    const x = data.u8()
    const y = data.u8()
    return {
      dx: sign(flag, 1 + (Math.floor(b0 / 12) << 8) + x),
      dy: sign(flag >> 1, 1 + (((b0 % 12) >> 2) << 8) + y),
    }
  }
  if (flag < 124) {
    const a = data.u8()
    const b = data.u8()
    const c = data.u8()
    return { dx: sign(flag, (a << 4) + (b >> 4)), dy: sign(flag >> 1, ((b & 0x0f) << 8) + c) }
  }
  const a = data.u16()
  const b = data.u16()
  return { dx: sign(flag, a), dy: sign(flag >> 1, b) }
}

/** Reverses the WOFF2 glyf transform into ordinary glyf and (long) loca tables. */
function rebuildGlyf(data: Uint8Array): { glyf: Uint8Array; loca: Uint8Array; xMins: number[] } {
  const head = new Reader(data)
  head.u16()
  const optionFlags = head.u16()
  const numGlyphs = head.u16()
  head.u16() // index format: the rebuilt loca is always long
  const sizes = Array.from({ length: 7 }, () => head.u32())
  const streams: Reader[] = []
  let pos = head.pos
  for (const size of sizes) {
    streams.push(new Reader(data.subarray(pos, pos + size)))
    pos += size
  }
  const [
    nContourStream,
    nPointsStream,
    flagStream,
    glyphStream,
    compositeStream,
    bboxStream,
    instructionStream,
  ] = streams as [Reader, Reader, Reader, Reader, Reader, Reader, Reader]
  if (optionFlags & 1) pos += (numGlyphs + 7) >> 3 // overlap bitmap, not needed for rendering
  const bboxBitmap = bboxStream.take(4 * Math.floor((numGlyphs + 31) / 32))
  const hasBbox = (i: number) => ((bboxBitmap[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0

  const glyf = new Writer()
  const loca = new Writer()
  const xMins: number[] = []
  for (let i = 0; i < numGlyphs; i++) {
    loca.u32(glyf.length)
    const nContours = nContourStream.i16()
    if (nContours === 0) {
      xMins.push(0)
      continue
    }
    if (nContours === -1) {
      // Composite: components are copied verbatim; the bbox is always explicit.
      const bbox = bboxStream.take(8)
      const start = compositeStream.pos
      let flags = 0
      let hasInstructions = false
      do {
        flags = compositeStream.u16()
        compositeStream.u16()
        compositeStream.take(flags & 0x0001 ? 4 : 2)
        if (flags & 0x0008) compositeStream.take(2)
        else if (flags & 0x0040) compositeStream.take(4)
        else if (flags & 0x0080) compositeStream.take(8)
        if (flags & 0x0100) hasInstructions = true
      } while (flags & 0x0020)
      const components = compositeStream.bytes.subarray(start, compositeStream.pos)
      glyf.u16(0xffff)
      glyf.put(bbox)
      glyf.put(components)
      if (hasInstructions) {
        const length = glyphStream.u255()
        glyf.u16(length)
        glyf.put(instructionStream.take(length))
      }
      xMins.push(new Reader(bbox).i16())
      glyf.pad4()
      continue
    }
    const endPoints: number[] = []
    let total = 0
    for (let c = 0; c < nContours; c++) {
      total += nPointsStream.u255()
      endPoints.push(total - 1)
    }
    const points: Point[] = []
    let x = 0
    let y = 0
    for (let p = 0; p < total; p++) {
      const flag = flagStream.u8()
      const { dx, dy } = decodeTriplet(flag & 0x7f, glyphStream)
      x += dx
      y += dy
      points.push({ x, y, onCurve: (flag & 0x80) === 0 })
    }
    const instructionLength = glyphStream.u255()
    const instructions = instructionStream.take(instructionLength)
    let box: number[]
    if (hasBbox(i)) {
      const r = new Reader(bboxStream.take(8))
      box = [r.i16(), r.i16(), r.i16(), r.i16()]
    } else {
      box = [
        Math.min(...points.map((q) => q.x)),
        Math.min(...points.map((q) => q.y)),
        Math.max(...points.map((q) => q.x)),
        Math.max(...points.map((q) => q.y)),
      ]
    }
    xMins.push(box[0] ?? 0)
    glyf.u16(nContours)
    for (const v of box) glyf.u16(v & 0xffff)
    for (const e of endPoints) glyf.u16(e)
    glyf.u16(instructionLength)
    glyf.put(instructions)
    // Unpacked form: one flag per point, every coordinate as a signed 16-bit delta.
    for (const q of points) glyf.u8(q.onCurve ? 1 : 0)
    let last = 0
    for (const q of points) {
      glyf.u16((q.x - last) & 0xffff)
      last = q.x
    }
    last = 0
    for (const q of points) {
      glyf.u16((q.y - last) & 0xffff)
      last = q.y
    }
    glyf.pad4()
  }
  loca.u32(glyf.length)
  return { glyf: glyf.result(), loca: loca.result(), xMins }
}

/** Reverses the hmtx transform: omitted left side bearings equal the glyphs' xMin. */
function rebuildHmtx(data: Uint8Array, numHMetrics: number, xMins: number[]): Uint8Array {
  const r = new Reader(data)
  const flags = r.u8()
  const advances = Array.from({ length: numHMetrics }, () => r.u16())
  const lsbs = Array.from({ length: numHMetrics }, (_, i) => (flags & 1 ? (xMins[i] ?? 0) : r.i16()))
  const out = new Writer()
  advances.forEach((advance, i) => {
    out.u16(advance)
    out.u16((lsbs[i] ?? 0) & 0xffff)
  })
  for (let i = numHMetrics; i < xMins.length; i++) out.u16((flags & 2 ? (xMins[i] ?? 0) : r.i16()) & 0xffff)
  return out.result()
}
