import { describe, expect, it } from 'vitest'
import { parseLayerName } from '../../media/preview/layer-names.ts'
import { type PreviewInput, previewLayers } from './preview-layers.ts'

const design: PreviewInput = {
  previewKey: '3f1c2a9e-7b4d-4e8a-9c21-5d6e7f809a1b',
  fabricId: 1001,
  collarPartId: 4,
  cuffPartId: 14,
  placketPartId: 70,
  pocketPartId: 61,
  backPartId: 41,
  buttonPartId: 122,
  contrast: new Map([
    [90, 1002],
    [92, 1003],
  ]),
  yarns: new Map(),
  monogramHash: null,
}

const fabricNames = (input: PreviewInput) =>
  previewLayers(input)
    .filter(([, folder]) => folder === 'fabric')
    .map(([name]) => name)

describe("previewLayers: a fabric's cloth drawn anew gets new layer names", () => {
  it('keeps the names of fabrics whose cloth never changed', () => {
    expect(fabricNames(design)).toContain('body-1001.png')
    expect(fabricNames({ ...design, fabricVersions: new Map([[1001, 0]]) })).toContain('body-1001.png')
  })

  it("puts the version into every layer of that fabric and only that fabric's", () => {
    const before = fabricNames(design)
    const after = fabricNames({ ...design, fabricVersions: new Map([[1001, 2]]) })
    const changed = after.filter((name) => !before.includes(name))
    expect(changed.length).toBeGreaterThan(4)
    expect(changed.every((name) => name.endsWith('-1001_v2.png'))).toBe(true)
    expect(after).toContain('collar-4-inside-1002.png')
    const contrast = fabricNames({ ...design, fabricVersions: new Map([[1003, 5]]) })
    expect(contrast).toContain('cuff-14-inside-1003_v5.png')
    expect(contrast).toContain('body-1001.png')
  })

  it('every versioned name is one the layer route serves, for the same fabric', () => {
    for (const name of fabricNames({
      ...design,
      fabricVersions: new Map([
        [1001, 7],
        [1002, 1],
      ]),
    })) {
      const parsed = parseLayerName('fabric', name)
      expect(parsed, name).not.toBeNull()
      expect(name).toContain(`-${parsed?.folder === 'fabric' ? parsed.fabricId : 'x'}`)
    }
  })
})
