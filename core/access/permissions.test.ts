import { describe, expect, it } from 'vitest'
import { type Actor, guestActor, type Role, roles } from './actor.ts'
import { type Action, actions, forbidden, isForbidden, may, orderStepAction } from './permissions.ts'

const actorAs = (role: Role): Actor =>
  role === 'guest' ? guestActor : { role, id: 7, email: `${role}@example.com` }

const staffMay: Action[] = [
  'backOffice.overview',
  'orders.read',
  'order.note',
  'order.cancel',
  'order.produce',
  'order.ship',
  'workshop.read',
  'tickets.handle',
  'tickets.decide',
  'feedback.handle',
]

describe('permissions', () => {
  it.each(actions.map((action) => [action, staffMay.includes(action)] as const))(
    '%s: staff %s; admin always; customer and guest never',
    (action, staff) => {
      expect(may(actorAs('staff'), action)).toBe(staff)
      expect(may(actorAs('admin'), action)).toBe(true)
      expect(may(actorAs('customer'), action)).toBe(false)
      expect(may(actorAs('guest'), action)).toBe(false)
    },
  )

  it.each([
    ['order.refund', 'admin'],
    ['order.markPaid', 'admin'],
    ['jobs.retry', 'admin'],
    ['order.produce', 'staff'],
  ] as const)('%s is open to %s at least', (action, role) => {
    expect(may(actorAs(role), action)).toBe(true)
  })

  it('no action is open to guests', () => {
    expect(actions.filter((action) => may(guestActor, action))).toEqual([])
    expect(roles).toContain('guest')
  })

  it.each([
    ['paid', 'order.markPaid'],
    ['refunded', 'order.refund'],
    ['in_production', 'order.produce'],
    ['shipped', 'order.ship'],
    ['delivered', 'order.ship'],
    ['cancelled', 'order.cancel'],
  ] as const)('the step to %s is %s', (to, action) => {
    expect(orderStepAction(to)).toBe(action)
  })

  it.each([
    [forbidden, true],
    [{ ok: false, code: 'FORBIDDEN' }, true],
    [{ ok: false, code: 'NOT_FOUND' }, false],
    [{ ok: true }, false],
    [{ rows: [], total: 0 }, false],
    [null, false],
    [[], false],
  ])('isForbidden(%o) is %s', (answer, expected) => {
    expect(isForbidden(answer)).toBe(expected)
  })
})
