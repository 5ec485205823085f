import { describe, expect, it } from 'vitest'
import { backOfficeAreas, mayUse, orderStepArea } from './permissions.ts'

describe('back-office permissions', () => {
  const staffMay = ['overview', 'orders', 'production', 'shipping', 'tickets', 'feedback']
  it.each(backOfficeAreas.map((area) => [area, staffMay.includes(area)] as const))(
    'staff in %s: %s; admin always; customer and guest never',
    (area, staff) => {
      expect(mayUse('staff', area)).toBe(staff)
      expect(mayUse('admin', area)).toBe(true)
      expect(mayUse('customer', area)).toBe(false)
      expect(mayUse(null, area)).toBe(false)
    },
  )

  it.each([
    ['paid', 'payments'],
    ['refund_requested', 'payments'],
    ['refunded', 'payments'],
    ['refund_failed', 'payments'],
    ['in_production', 'production'],
    ['shipped', 'shipping'],
    ['delivered', 'shipping'],
    ['cancelled', 'orders'],
    ['pending', 'orders'],
  ] as const)('the step to %s belongs to %s', (to, area) => {
    expect(orderStepArea(to)).toBe(area)
  })
})
