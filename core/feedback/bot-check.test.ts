import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import type { Deps } from '../deps.ts'
import { turnstileSessionTag, usesTurnstile, verifyTurnstile } from './bot-check.ts'

function deps(env: Record<string, string> = {}): Deps {
  return {
    db: null as unknown as Deps['db'],
    env: parseEnv({ NODE_ENV: 'test', ...env }),
    logger: pino({ level: 'silent' }),
    files: null as unknown as Deps['files'],
    now: () => new Date(),
    limiter: null as unknown as Deps['limiter'],
    jobs: null as unknown as Deps['jobs'],
  }
}

const configured = deps({ TURNSTILE_SITE_KEY: 'site', TURNSTILE_SECRET: 'secret' })
const csrfToken = 'csrf-of-this-session'

function cloudflare(answer: unknown, seen: URLSearchParams[] = []): typeof fetch {
  return (async (_url: unknown, init?: RequestInit) => {
    seen.push(init?.body as URLSearchParams)
    return new Response(JSON.stringify(answer))
  }) as typeof fetch
}

describe('Turnstile verification', () => {
  it('is used only when both keys are configured', () => {
    expect(usesTurnstile(deps())).toBe(false)
    expect(usesTurnstile(configured)).toBe(true)
  })

  it('sends the secret and the token and accepts a success for this session', async () => {
    const seen: URLSearchParams[] = []
    const fetchImpl = cloudflare({ success: true, cdata: turnstileSessionTag(csrfToken) }, seen)
    expect(
      await verifyTurnstile(configured, { answer: 'token', csrfToken, remoteIp: '203.0.113.9' }, fetchImpl),
    ).toBe(true)
    expect(seen[0]?.get('secret')).toBe('secret')
    expect(seen[0]?.get('response')).toBe('token')
    expect(seen[0]?.get('remoteip')).toBe('203.0.113.9')
  })

  it.each([
    ['a token solved for another session', { success: true, cdata: turnstileSessionTag('other') }],
    ['a reused token', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['a garbled answer', 'not json'],
  ])('refuses %s', async (_label, answer) => {
    expect(await verifyTurnstile(configured, { answer: 'token', csrfToken }, cloudflare(answer))).toBe(false)
  })

  it('refuses when Cloudflare cannot be reached', async () => {
    const down = (async () => {
      throw new Error('network down')
    }) as typeof fetch
    expect(await verifyTurnstile(configured, { answer: 'token', csrfToken }, down)).toBe(false)
  })
})
