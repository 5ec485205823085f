import { createChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { describe, expect, it } from 'vitest'
import { altchaIssuedAt } from './altcha-issued-at.ts'
import { altchaSettings } from './bot-check.ts'

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('when the challenge of an ALTCHA answer was issued', () => {
  it('is read from the signed expiry, at most a second before the real moment', async () => {
    const issued = new Date('2026-11-30T10:00:00.400Z')
    const challenge = await createChallenge({
      algorithm: altchaSettings.algorithm,
      cost: 1,
      counter: 1,
      deriveKey,
      expiresAt: new Date(issued.getTime() + altchaSettings.validMinutes * 60_000),
      hmacSignatureSecret: 'secret',
    })
    const answer = encode({ challenge, solution: { counter: 1, derivedKey: '' } })
    const read = altchaIssuedAt(answer)?.getTime() ?? 0
    expect(read).toBeLessThanOrEqual(issued.getTime())
    expect(issued.getTime() - read).toBeLessThan(1000)
  })

  it.each([
    ['not base64 JSON', 'not-an-answer'],
    ['no challenge', encode({ solution: {} })],
    ['no expiry', encode({ challenge: { parameters: {} } })],
    ['a text expiry', encode({ challenge: { parameters: { expiresAt: '1795929365' } } })],
    ['a negative expiry', encode({ challenge: { parameters: { expiresAt: -5 } } })],
    ['an expiry beyond any date', encode({ challenge: { parameters: { expiresAt: 1e300 } } })],
  ])('is unknown for %s', (_label, answer) => {
    expect(altchaIssuedAt(answer)).toBeNull()
  })
})
