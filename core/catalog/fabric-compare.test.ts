import { describe, expect, it } from 'vitest'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { compareFabrics, compareMax, parseCompareIds, toggleCompared } from './fabric-compare.ts'

describe('parseCompareIds', () => {
  it.each([
    [null, [], []],
    ['', [], []],
    ['1001', [1001], []],
    ['1001,1002, 1003', [1001, 1002, 1003], []],
    ['1001,1001,1002', [1001, 1002], []],
    ['1001,,abc,-3,1002', [1001, 1002], ['abc', '-3']],
    ['9999999999', [], ['9999999999']],
  ])('%s → ids %j, malformed %j', (raw, ids, malformed) => {
    expect(parseCompareIds(raw)).toEqual({ ids, malformed })
  })

  it('reads no more than 40 entries of a huge list', () => {
    const raw = Array.from({ length: 5000 }, (_, index) => 1000 + index).join(',')
    expect(parseCompareIds(raw).ids).toHaveLength(40)
  })
})

describe('toggleCompared', () => {
  it.each([
    [[], 1, [1]],
    [[1, 2], 1, [2]],
    [[1, 2], 3, [1, 2, 3]],
    [[1, 2, 3, 4], 5, [1, 2, 3, 4]],
    [[1, 2, 3, 4], 2, [1, 3, 4]],
  ])('%j toggling %i → %j', (ids, id, expected) => {
    expect(toggleCompared(ids, id)).toEqual(expected)
  })

  it('never holds more than four', () => {
    let ids: number[] = []
    for (let id = 1; id <= 10; id++) ids = toggleCompared(ids, id)
    expect(ids).toHaveLength(compareMax)
  })
})

describe('compareFabrics', () => {
  const catalog = seedSnapshot()

  it('keeps known fabrics in the order asked for, with every facet', () => {
    const result = compareFabrics(catalog, '1002,1001', 'de', 19)
    expect(result.ids).toEqual([1002, 1001])
    expect(result.unknown).toEqual([])
    expect(result.trimmed).toBe(false)
    expect(result.fabrics[0]).toMatchObject({
      fabricId: 1002,
      opacity: expect.any(String),
      stretch: expect.any(String),
      season: expect.any(String),
      weightClass: expect.any(String),
    })
  })

  it('drops unknown ids and names them', () => {
    const result = compareFabrics(catalog, '1001,999999,x', 'de', 19)
    expect(result.ids).toEqual([1001])
    expect(result.unknown).toEqual(['x', '999999'])
  })

  it('trims past four and says so', () => {
    const result = compareFabrics(catalog, '1001,1002,1003,1004,1005,1006', 'de', 19)
    expect(result.ids).toEqual([1001, 1002, 1003, 1004])
    expect(result.trimmed).toBe(true)
  })
})
