import { describe, expect, it } from 'vitest'
import type { StoredShirtRow } from '#db/queries/shirts.ts'
import { seedSnapshot } from '../../tests/support/catalog-fixture.ts'
import { visitor } from '../measures/visibility.ts'
import { templateState } from '../shirts/template-state.ts'
import { frozenOf } from '../teams/rules.ts'
import { designLine } from './design-lines.ts'

const catalog = seedSnapshot()
const state = templateState(catalog, 1)
if (!state) throw new Error('template 1 is missing from the seed')
const otherFabric = [...catalog.fabrics.keys()].find((id) => id !== state.fabricId) ?? 0

const owner = visitor({ customerId: 5, sessionId: 's-5' })
const row: StoredShirtRow = {
  id: 7,
  previewKey: '00000000-0000-4000-8000-000000000007',
  version: '100',
  templateId: 1,
  orderStatus: 1,
  orderId: null,
  measureId: 3,
  measureName: 'Büro',
  measureCustomerId: 5,
  measureSessionId: 's-5',
  standardMeasure: null,
  amount: 1,
  custNote: '',
  createdAt: new Date('2026-11-01T10:00:00Z'),
  ...frozenOf(state),
}

describe('designLine: a cart design built once per version, profile name, language and catalog', () => {
  const first = designLine(catalog, row, 'de', owner)

  it.each([
    ['the same row again', catalog, row, 'de', true],
    ['another language', catalog, row, 'en', false],
    ['a new version of the design', catalog, { ...row, version: '101', fabricId: otherFabric }, 'de', false],
    ['its profile renamed (the row is untouched)', catalog, { ...row, measureName: 'Hochzeit' }, 'de', false],
    ['a changed catalog (a new snapshot)', seedSnapshot(), row, 'de', false],
  ] as const)('%s: kept %s', (_, snapshot, changed, locale, kept) => {
    const line = designLine(snapshot, changed, locale, owner)
    expect(line === first).toBe(kept)
  })

  it('a rebuilt line tells the truth about what changed', () => {
    const changed = designLine(catalog, { ...row, version: '102', fabricId: otherFabric }, 'de', owner)
    expect(changed.detail.summary).not.toBe(first.detail.summary)
    expect(designLine(catalog, { ...row, measureName: 'Hochzeit' }, 'de', owner).detail.measure).toEqual({
      id: 3,
      name: 'Hochzeit',
      source: 'chosen',
    })
    expect(first.referenceCents).toBeGreaterThan(0)
  })

  it("never shows another's profile, not from a line built for its owner either", () => {
    const stranger = visitor({ customerId: 6, sessionId: 's-6' })
    expect(designLine(catalog, row, 'de', stranger).detail.measure).toBeNull()
    expect(designLine(catalog, row, 'de', owner).detail.measure).toEqual({
      id: 3,
      name: 'Büro',
      source: 'chosen',
    })
  })

  it("a design without a profile shows its owner's standard profile; a later standard rebuilds it", () => {
    const bare = {
      ...row,
      id: 8,
      measureId: null,
      measureName: null,
      measureCustomerId: null,
      measureSessionId: null,
    }
    expect(designLine(catalog, bare, 'de', owner).detail.measure).toBeNull()
    const withStandard = { ...bare, standardMeasure: [4, 'Meine Körpermaße'] as [number, string] }
    expect(designLine(catalog, withStandard, 'de', owner).detail.measure).toEqual({
      id: 4,
      name: 'Meine Körpermaße',
      source: 'standard',
    })
    // An ordered design keeps what it was ordered with.
    expect(designLine(catalog, { ...withStandard, orderStatus: 2 }, 'de', owner).detail.measure).toBeNull()
  })
})
