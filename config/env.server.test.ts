import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.server.ts'

describe('parseEnv', () => {
  it('gives safe defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      FORCE_HTTPS: false,
      TRUST_PROXY: false,
      demo: true,
    })
    expect(env.HOST_LANGUAGES.size).toBe(0)
  })

  it('reads the host → language map', () => {
    const env = parseEnv({ HOST_LANGUAGES: 'shirts.example.co.uk=en, Chemises.example.fr=fr' })
    expect([...env.HOST_LANGUAGES]).toEqual([
      ['shirts.example.co.uk', 'en'],
      ['chemises.example.fr', 'fr'],
    ])
  })

  it('keeps demo accounts off on PostgreSQL unless SHOP_DEMO=1', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db' }).demo).toBe(false)
    expect(parseEnv({ DATABASE_URL: 'postgres://u@h/db', SHOP_DEMO: '1' }).demo).toBe(true)
  })

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ HOST_LANGUAGES: 'example.com=it' }, /HOST_LANGUAGES/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ TURNSTILE_SITE_KEY: 'k' }, /TURNSTILE_SECRET/],
    [{ ADMIN_PASSWORD: 'short' }, /ADMIN_PASSWORD/],
    [{ MAIL_FROM: 'no address' }, /MAIL_FROM/],
    [{ MAIL_REPLY_TO: '"Service" <service@>' }, /MAIL_REPLY_TO/],
  ])('refuses %j with a readable message', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message)
  })

  it.each([
    'shop@example.com',
    '"Nadel & Faden" <shop@example.com>',
    'Nadel und Faden <shop@mail.example.com>',
  ])('takes %s as a mail address', (value) => {
    expect(parseEnv({ MAIL_FROM: value, MAIL_REPLY_TO: value })).toMatchObject({
      MAIL_FROM: value,
      MAIL_REPLY_TO: value,
    })
  })
})
