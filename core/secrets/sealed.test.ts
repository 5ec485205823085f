import { describe, expect, it } from 'vitest'
import { seal, sealingKey, unseal } from './sealed.ts'

const key = sealingKey('a secret of at least thirty-two characters, for tests')
const token = 'Zq3_x-'.padEnd(43, 'k')

describe('seal / unseal (AES-256-GCM at rest)', () => {
  it('opens what it sealed, and never stores the plain value', () => {
    const sealed = seal(key, 'team-invite', token)
    expect(sealed).not.toContain(token)
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/)
    expect(unseal(key, 'team-invite', sealed)).toBe(token)
  })

  it('seals the same value differently each time (random IV)', () => {
    expect(seal(key, 'team-invite', token)).not.toBe(seal(key, 'team-invite', token))
  })

  const sealed = seal(key, 'team-invite', token)
  const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string]
  const flipped = `${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`
  it.each([
    ['another key', sealingKey('another secret of at least thirty-two characters'), 'team-invite', sealed],
    ['another purpose (column)', key, 'guest-order', sealed],
    ['a changed ciphertext', key, 'team-invite', [v, iv, tag, flipped].join('.')],
    ['a cut tag', key, 'team-invite', [v, iv, tag.slice(2), body].join('.')],
    ['another version', key, 'team-invite', ['v2', iv, tag, body].join('.')],
    ['the plain token', key, 'team-invite', token],
    ['nothing', key, 'team-invite', null],
  ] as const)('refuses %s', (_name, withKey, purpose, value) => {
    expect(unseal(withKey, purpose, value)).toBeNull()
  })
})
