import { describe, expect, it } from 'vitest'
import { developmentTokenSecret, parseEnv } from './env.server.ts'

const key = 'a token key of at least thirty-two characters'

describe('parseEnv', () => {
  it('gives safe defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      FORCE_HTTPS: false,
      TRUST_PROXY: false,
      production: false,
      demo: false,
    })
    expect(env.HOST_LANGUAGES.size).toBe(0)
  })

  it('takes an empty value for an unset one, as an env file or a compose default leaves it', () => {
    const env = parseEnv({ SMTP_URL: '', METRICS_TOKEN: '', NODE_ENV: '', DATABASE_URL: '' })
    expect([env.SMTP_URL, env.METRICS_TOKEN, env.DATABASE_URL, env.production]).toEqual([
      undefined,
      undefined,
      undefined,
      false,
    ])
  })

  it('reads the host → language map', () => {
    const env = parseEnv({ HOST_LANGUAGES: 'shirts.example.co.uk=en, Chemises.example.fr=fr' })
    expect([...env.HOST_LANGUAGES]).toEqual([
      ['shirts.example.co.uk', 'en'],
      ['chemises.example.fr', 'fr'],
    ])
  })

  it.each([
    [{}, false],
    [{ SHOP_DEMO: '0' }, false],
    [{ SHOP_DEMO: '1' }, true],
    [{ DATABASE_URL: 'postgres://u@h/db' }, false],
    [{ DATABASE_URL: 'postgres://u@h/db', SHOP_DEMO: '1' }, true],
  ])('has the demo only when SHOP_DEMO=1 asks for it, on PGlite as on PostgreSQL: %j', (source, demo) => {
    expect(parseEnv(source).demo).toBe(demo)
  })

  it.each([
    [{}, false],
    [{ NODE_ENV: 'test' }, false],
    [{ NODE_ENV: 'development' }, false],
    [{ NODE_ENV: 'production', TOKEN_ENCRYPTION_KEY: key }, true],
    [{ FORCE_HTTPS: '1', PUBLIC_ORIGIN: 'https://shop.example', TOKEN_ENCRYPTION_KEY: key }, true],
  ])(
    'takes NODE_ENV=production as given, or FORCE_HTTPS, for a production start: %j',
    (source, production) => {
      expect(parseEnv(source).production).toBe(production)
    },
  )

  it.each([
    { NODE_ENV: 'production' },
    { FORCE_HTTPS: '1', PUBLIC_ORIGIN: 'https://shop.example' },
    { NODE_ENV: 'production', TOKEN_ENCRYPTION_KEY: 'too short' },
  ])('refuses a production start without a TOKEN_ENCRYPTION_KEY of 32 characters: %j', (source) => {
    expect(() => parseEnv(source)).toThrow(/TOKEN_ENCRYPTION_KEY/)
  })

  it('keeps the key it was given, and a development key only outside production', () => {
    expect(parseEnv({ NODE_ENV: 'production', TOKEN_ENCRYPTION_KEY: key }).tokenSecret).toBe(key)
    expect(parseEnv({ NODE_ENV: 'test' }).tokenSecret).toBe(developmentTokenSecret)
    expect(parseEnv({ NODE_ENV: 'test', TOKEN_ENCRYPTION_KEY: key }).tokenSecret).toBe(key)
  })

  it.each([
    { NODE_ENV: 'production', SHOP_DEMO: '1' },
    { FORCE_HTTPS: '1', PUBLIC_ORIGIN: 'https://shop.example', SHOP_DEMO: 'true' },
  ])('refuses the demo on a production start: %j', (source) => {
    expect(() => parseEnv(source)).toThrow(/SHOP_DEMO=1 is refused with NODE_ENV=production or FORCE_HTTPS/)
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
