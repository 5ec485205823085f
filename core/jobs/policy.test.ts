import { describe, expect, it } from 'vitest'
import { redactError } from './policy.ts'

describe('redactError', () => {
  it.each([
    ['550 <anna.muster@example.org>: mailbox unavailable', '550 <[address]>: mailbox unavailable'],
    [
      'Recipient "b@x.de" rejected; also c+d@mail.example.com',
      'Recipient "[address]" rejected; also [address]',
    ],
    ['Greeting never received', 'Greeting never received'],
    ['line one\n  line two', 'line one line two'],
  ])('%s → %s', (message, shown) => {
    expect(redactError(message)).toBe(shown)
  })

  it('keeps a stored error short', () => {
    expect(redactError('x'.repeat(1_000))).toHaveLength(300)
  })
})
