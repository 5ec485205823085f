import { describe, expect, it } from 'vitest'
import { paymentMatchesOrder, readPaymentEvent } from './payment-event.ts'

const session = (extra: Record<string, unknown> = {}) => ({
  id: 'cs_test_1',
  client_reference_id: '42',
  payment_status: 'paid',
  amount_total: 8900,
  currency: 'eur',
  ...extra,
})
const event = (type: string, object: Record<string, unknown> = session()) => ({
  id: 'evt_1',
  type,
  data: { object },
})

describe('readPaymentEvent', () => {
  it.each([
    ['completed and paid', event('checkout.session.completed'), 'paid'],
    [
      'completed, money still coming (SEPA)',
      event('checkout.session.completed', session({ payment_status: 'unpaid' })),
      'waiting',
    ],
    ['delayed payment arrived', event('checkout.session.async_payment_succeeded'), 'paid'],
    ['delayed payment failed', event('checkout.session.async_payment_failed'), 'failed'],
    ['page expired', event('checkout.session.expired', session({ payment_status: 'unpaid' })), 'expired'],
    ['another event type', event('customer.created', { id: 'cus_1' }), 'ignored'],
    [
      'a session without the shop order',
      event('checkout.session.completed', session({ client_reference_id: null })),
      'ignored',
    ],
    [
      'an order reference that is no id',
      event('checkout.session.completed', session({ client_reference_id: '0' })),
      'ignored',
    ],
  ])('%s → %s', (_name, input, kind) => {
    expect(readPaymentEvent(input)?.kind).toBe(kind)
  })

  it('reads the order, session, amount and currency', () => {
    expect(readPaymentEvent(event('checkout.session.completed'))).toEqual({
      kind: 'paid',
      eventId: 'evt_1',
      type: 'checkout.session.completed',
      orderId: 42,
      sessionId: 'cs_test_1',
      amountCents: 8900,
      currency: 'eur',
    })
  })

  it.each([[null], ['text'], [{}], [{ id: 'evt_1' }]])('%o is no event', (input) => {
    expect(readPaymentEvent(input)).toBeNull()
  })
})

describe('paymentMatchesOrder', () => {
  const paid = readPaymentEvent(event('checkout.session.completed'))
  if (!paid || paid.kind === 'ignored') throw new Error('fixture')
  it.each([
    ['the order total in euro', { paymentMethod: 'card', totalCents: 8900 }, paid, true],
    ['another amount', { paymentMethod: 'card', totalCents: 8901 }, paid, false],
    ['another currency', { paymentMethod: 'card', totalCents: 8900 }, { ...paid, currency: 'usd' }, false],
    [
      'an upper-case currency',
      { paymentMethod: 'card', totalCents: 8900 },
      { ...paid, currency: 'EUR' },
      true,
    ],
    ['an order paid by transfer', { paymentMethod: 'prepayment', totalCents: 8900 }, paid, false],
  ])('%s → %s', (_name, order, input, matches) => {
    expect(paymentMatchesOrder(input, order)).toBe(matches)
  })
})
