import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { designerCatalog } from './catalog-views.ts'

describe('designerCatalog', () => {
  it('gives an attribute offered by several parts as one shared object (sent once in hydration data)', () => {
    const collars = designerCatalog(seedSnapshot(), 'de', 19).find((category) => category.categoryId === 1)
    const [first, second] = collars?.parts ?? []
    const shared = (first?.attributes ?? []).filter((attribute) =>
      second?.attributes.some((other) => other.attrId === attribute.attrId),
    )
    expect(shared.length).toBeGreaterThan(0)
    for (const attribute of shared)
      expect(second?.attributes.find((other) => other.attrId === attribute.attrId)).toBe(attribute)
  })
})
