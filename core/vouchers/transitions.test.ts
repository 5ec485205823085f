import { describe, expect, it } from 'vitest'
import { voucherStatuses } from '#db/schema/statuses.ts'
import { canMoveVoucher, voucherSourcesOf } from './transitions.ts'

const edges = [
  ['pending', 'active'],
  ['pending', 'void'],
  ['active', 'void'],
] as const

describe('voucher transition table', () => {
  it.each(
    voucherStatuses.flatMap((from) =>
      voucherStatuses.map((to) => [from, to, edges.some(([a, b]) => a === from && b === to)] as const),
    ),
  )('%s → %s: %s', (from, to, allowed) => {
    expect(canMoveVoucher(from, to)).toBe(allowed)
  })

  it.each([
    ['active', ['pending']],
    ['void', ['pending', 'active']],
    ['pending', []],
  ] as const)('a voucher becomes %s only from %j', (to, from) => {
    expect(voucherSourcesOf(to)).toEqual(from)
  })
})
