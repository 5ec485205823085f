import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { FabricPattern, FabricWeave } from '../core/catalog/types.ts'
import { renderFabricSample, renderFabricTile } from './fabric-sample.ts'

const weaves: FabricWeave[] = [
  'poplin',
  'twill',
  'oxford',
  'end-on-end',
  'herringbone',
  'dobby',
  'linen',
  'flannel',
]
const patterns: FabricPattern[] = ['uni', 'stripes', 'checks', 'herringbone', 'dots']

async function meanColour(jpeg: Buffer) {
  const { channels } = await sharp(jpeg).stats()
  return channels.map((c) => c.mean)
}

describe('renderFabricSample', () => {
  it.each(weaves)('renders %s as a 512 px JPEG under 60 KB', async (weave) => {
    const jpeg = await renderFabricSample({
      id: 42,
      hex: '#8fb0d8',
      secondaryHex: '#ffffff',
      pattern: 'uni',
      weave,
    })
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    const meta = await sharp(jpeg).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512])
    expect(jpeg.length).toBeLessThan(60 * 1024)
  })

  it('keeps the cloth near its catalog colour', async () => {
    const [r = 0, g = 0, b = 0] = await meanColour(
      await renderFabricSample({ id: 5, hex: '#1f2a48', pattern: 'uni', weave: 'twill' }),
    )
    expect(Math.abs(r - 0x1f)).toBeLessThan(20)
    expect(Math.abs(g - 0x2a)).toBeLessThan(20)
    expect(Math.abs(b - 0x48)).toBeLessThan(20)
  })

  it('draws every pattern differently', async () => {
    const samples = await Promise.all(
      patterns.map((pattern) =>
        renderFabricSample({ id: 9, hex: '#f5f5f2', secondaryHex: '#2b4c8c', pattern, weave: 'poplin' }),
      ),
    )
    const means = await Promise.all(samples.map(meanColour))
    for (let i = 0; i < samples.length; i++) {
      for (let j = i + 1; j < samples.length; j++) {
        expect(samples[i]?.equals(samples[j] as Buffer), `${patterns[i]} vs ${patterns[j]}`).toBe(false)
      }
    }
    // A plain cloth is lighter than the same cloth with blue stripes or checks.
    expect(means[0]?.[0]).toBeGreaterThan(means[1]?.[0] ?? 0)
    expect(means[0]?.[0]).toBeGreaterThan(means[2]?.[0] ?? 0)
  })

  it('is deterministic per fabric id and varies between ids', async () => {
    const fabric = { id: 77, hex: '#d9cdb4', pattern: 'uni', weave: 'linen' } as const
    const [a, b, c] = await Promise.all([
      renderFabricSample(fabric),
      renderFabricSample(fabric),
      renderFabricSample({ ...fabric, id: 78 }),
    ])
    expect(a.equals(b)).toBe(true)
    expect(a.equals(c)).toBe(false)
  })
})

describe('renderFabricTile', () => {
  it('returns a PNG tile of the requested size whose edges continue each other', async () => {
    const png = await renderFabricTile(
      { id: 3, hex: '#f8f6f3', secondaryHex: '#b3262f', pattern: 'checks', weave: 'poplin' },
      96,
    )
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([96, 96])
    // Seamless: the first and last columns differ no more than neighbouring columns do.
    const column = (x: number) =>
      Array.from({ length: 96 }, (_, y) => data[(y * 96 + x) * info.channels] ?? 0)
    const distance = (a: number[], b: number[]) => a.reduce((sum, v, i) => sum + Math.abs(v - (b[i] ?? 0)), 0)
    const wrap = distance(column(95), column(0))
    const inner = Math.max(...Array.from({ length: 94 }, (_, x) => distance(column(x), column(x + 1))))
    expect(wrap).toBeLessThanOrEqual(inner)
  })
})
