import { describe, expect, it } from 'vitest'
import { formatReceivedAt, withdrawalReference } from './rules.ts'
import { normaliseOrderNumber, WithdrawalSchema } from './schema.ts'

describe('withdrawal rules', () => {
  it('states the time of receipt in Berlin time, summer and winter', () => {
    expect(formatReceivedAt(new Date('2026-11-22T08:05:09Z'), 'de')).toEqual({
      date: '22. November 2026',
      time: '09:05:09 MEZ',
    })
    expect(formatReceivedAt(new Date('2026-07-01T22:30:00Z'), 'de').date).toBe('2. Juli 2026')
    expect(formatReceivedAt(new Date('2026-07-01T22:30:00Z'), 'de').time).toBe('00:30:00 MESZ')
    expect(formatReceivedAt(new Date('2026-11-22T08:05:09Z'), 'en').time).toBe('09:05:09 CET')
  })

  it('makes receipt numbers without look-alike characters', () => {
    expect(withdrawalReference(new Uint8Array(10))).toBe('WR-AAAAA-AAAAA')
    expect(withdrawalReference()).toMatch(/^WR-[A-HJ-NP-Z2-9]{5}-[A-HJ-NP-Z2-9]{5}$/)
  })

  it('reads order numbers as printed', () => {
    expect(normaliseOrderNumber(' nf-2026-000042 ')).toBe('NF-2026-000042')
  })

  it('asks for the items only when not withdrawing from everything', () => {
    const base = { name: 'Erika Muster', email: 'e@example.com', orderNumber: 'NF-2026-000001' }
    expect(WithdrawalSchema.safeParse(base).success).toBe(true)
    const some = WithdrawalSchema.safeParse({ ...base, scope: 'some', items: ' ' })
    expect(some.success ? null : some.error.issues[0]).toMatchObject({
      path: ['items'],
      message: 'itemsRequired',
    })
    const bad = WithdrawalSchema.safeParse({ name: '', email: 'x', orderNumber: '<script>' })
    expect(bad.success ? [] : bad.error.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'nameRequired'],
      ['email', 'emailInvalid'],
      ['orderNumber', 'orderNumberInvalid'],
    ])
  })
})
