import { describe, expect, it } from 'vitest'
import { parseEnv } from '#config/env.server.ts'
import { requestTimeoutMs } from './deadline.ts'

describe('requestTimeoutMs', () => {
  const env = parseEnv({ NODE_ENV: 'test', REQUEST_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_LONG_MS: '5000' })
  it.each([
    ['an API call', '/api/cart.php', 'application/json', 1000],
    ['a page', '/stoffe', '', 1000],
    ["one order's production sheet", '/admin/orders/7/sheet.pdf', '', 5000],
    ['the batch of production sheets', '/admin/sheets.pdf', '', 5000],
    ['a service request with photos', '/api/service.php', 'multipart/form-data; boundary=x', 5000],
    ['a form post', '/login', 'application/x-www-form-urlencoded', 1000],
  ])('%s: %s → %i ms', (_name, path, contentType, expected) => {
    expect(requestTimeoutMs(env, path, contentType)).toBe(expected)
  })
})
