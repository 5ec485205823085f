import { Hono } from 'hono'
import { z } from 'zod'
import { loginCustomer } from '#core/accounts/login.ts'
import { registerCustomer } from '#core/accounts/register.ts'
import { LoginSchema, RegisterSchema } from '#core/accounts/schemas.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { clientAddress } from '../http/request-info.ts'
import { ensureSession, setSessionCookie } from '../http/session.ts'
import type { AppEnv } from '../http/types.ts'

const AccountActionSchema = z.discriminatedUnion('action', [
  LoginSchema.extend({ action: z.literal('login') }),
  RegisterSchema.extend({ action: z.literal('register') }),
])

/** Generic on purpose: an unknown email and a wrong password get the same status and body. */
const invalidCredentials = 'E-Mail-Adresse oder Passwort ist nicht korrekt.'

/** /api/account.php: login and register (the remaining actions of API.md arrive with issue 6). */
export const accountApi = new Hono<AppEnv>().post('/account.php', async (c) => {
  const input = await readJson(c, AccountActionSchema)
  const deps = c.get('deps')
  const loaded = await ensureSession(c)
  if (input.action === 'login') {
    const result = await loginCustomer(deps, loaded.session, input, clientAddress(c, deps.env))
    if (!result.ok && result.code === 'RATE_LIMITED') {
      c.header('Retry-After', String(result.retryAfter))
      return fail(c, 'RATE_LIMITED', 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.')
    }
    if (!result.ok) return fail(c, 'NOT_LOGGED_IN', invalidCredentials)
    setSessionCookie(c, result.token, result.lifetimeDays)
    return ok(c, { custId: result.customerId })
  }
  const result = await registerCustomer(deps, loaded.session, input)
  if (!result.ok && result.code === 'PASSWORD_TOO_COMMON') {
    return fail(c, 'BAD_INPUT', 'password: this password is too common', { field: 'password' })
  }
  if (!result.ok) return fail(c, 'CONFLICT', 'email: an account with this address exists', { field: 'email' })
  setSessionCookie(c, result.token, result.lifetimeDays)
  return ok(c, { custId: result.customerId })
})
