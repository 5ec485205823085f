import { describe, expect, it } from 'vitest'
import { type PreviewLayer, previewLayers } from '#core/shirts/preview-layers.ts'
import { layersWithFabric, layersWithPart } from './optimistic-layers.ts'

const base = {
  previewKey: '00000000-0000-4000-8000-000000000007',
  fabricId: 1001,
  collarPartId: 1,
  cuffPartId: 20,
  placketPartId: 70,
  pocketPartId: 61,
  backPartId: 80,
  buttonPartId: 120,
  contrast: new Map([
    [90, 1010],
    [92, 1011],
  ]),
  yarns: new Map([
    [95, 120],
    [97, 301],
  ]),
  monogramHash: 'abc123',
}

const names = (layers: PreviewLayer[] | null) => layers?.map(([name, folder]) => `${folder}/${name}`)

describe('the optimistic preview equals what the server will answer', () => {
  it.each([
    ['collar', 1, { collarPartId: 5 }, 1, 5],
    ['cuffs', 2, { cuffPartId: 24 }, 20, 24],
    ['placket', 13, { placketPartId: 71 }, 70, 71],
    ['pocket', 12, { pocketPartId: 63 }, 61, 63],
    ['back', 9, { backPartId: 82 }, 80, 82],
    ['buttons', 54, { buttonPartId: 125 }, 120, 125],
  ] as const)('%s', (_name, categoryId, change, from, to) => {
    const expected = previewLayers({ ...base, ...change })
    expect(names(layersWithPart(previewLayers(base), categoryId, from, to))).toEqual(names(expected))
  })

  it('a fabric change renames every fabric layer of the main cloth, not the contrasts', () => {
    const expected = previewLayers({ ...base, fabricId: 1042 })
    expect(names(layersWithFabric(previewLayers(base), 1001, 1042))).toEqual(names(expected))
  })
})

describe('changes that add or remove layers wait for the server', () => {
  it.each([
    ['no pocket to a pocket', 12, 60, 61],
    ['a pocket to no pocket', 12, 61, 60],
    ['no placket to a placket', 13, 72, 70],
    ['a category without layers of its own', 11, 110, 111],
  ] as const)('%s', (_name, categoryId, from, to) => {
    expect(layersWithPart(previewLayers(base), categoryId, from, to)).toBeNull()
  })
})
