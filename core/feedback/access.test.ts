import { describe, expect, it } from 'vitest'
import type { SessionCustomer, SessionRecord } from '../sessions/rules.ts'
import type { LoadedSession } from '../sessions/use-cases.ts'
import { mayReadAttachment } from './send-feedback.ts'

function viewer(
  id: string,
  customer?: { id: number; role: 'customer' | 'admin' },
  adminLogin = false,
): LoadedSession {
  return {
    session: { id, adminLogin } as SessionRecord,
    customer: customer ? ({ id: customer.id, role: customer.role } as SessionCustomer) : null,
  }
}

describe('mayReadAttachment', () => {
  const guestOwner = { sessionId: 's-1', customerId: null }
  const customerOwner = { sessionId: 's-1', customerId: 7 }
  it.each([
    ['no session', guestOwner, null, false],
    ['the sending session', guestOwner, viewer('s-1'), true],
    ['another guest session', guestOwner, viewer('s-2'), false],
    ['the same customer in a later session', customerOwner, viewer('s-9', { id: 7, role: 'customer' }), true],
    ['another customer', customerOwner, viewer('s-9', { id: 8, role: 'customer' }), false],
    ['a customer when the sender was a guest', guestOwner, viewer('s-9', { id: 7, role: 'customer' }), false],
    ['staff logged in as admin', guestOwner, viewer('s-9', { id: 1, role: 'admin' }, true), true],
    [
      'an admin account without the admin login',
      guestOwner,
      viewer('s-9', { id: 1, role: 'admin' }, false),
      false,
    ],
  ])('%s', (_label, owner, who, expected) => {
    expect(mayReadAttachment(owner, who)).toBe(expected)
  })
})
