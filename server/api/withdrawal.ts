import { Hono } from 'hono'
import { z } from 'zod'
import { serverT } from '#app/i18n/server.ts'
import { brand } from '#config/brand.ts'
import { fieldErrors } from '#core/accounts/schemas.ts'
import { WithdrawalSchema } from '#core/withdrawal/schema.ts'
import { submitWithdrawal } from '#core/withdrawal/submit.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { clientAddress } from '../http/request-info.ts'
import type { AppEnv } from '../http/types.ts'

/**
 * Only the envelope is checked strictly here; the declaration's own fields are checked below so
 * that every wrong field is named at once, in the visitor's language.
 */
export const WithdrawalActionSchema = z.object({
  action: z.literal('submit'),
  lang: z.string().optional(),
})

/**
 * /api/withdrawal.php (§ 356a BGB 'Vertrag widerrufen'): `submit` (name, email, orderNumber,
 * scope 'all'|'some', items) → `{success, message, receipt}`. No login; the same answer for
 * known and unknown orders; throttled per email and per client address.
 */
export const withdrawalApi = new Hono<AppEnv>().post('/withdrawal.php', async (c) => {
  const body = await readJson(c, WithdrawalActionSchema.loose())
  const locale = requestLocaleOf(c, body.lang)
  const t = serverT(locale)
  c.header('Cache-Control', 'no-store')
  const parsed = WithdrawalSchema.safeParse(body)
  if (!parsed.success) {
    const keys = fieldErrors(parsed.error)
    const fields = Object.fromEntries(
      Object.entries(keys).map(([field, key]) => [field, t(`withdrawal.errors.${key}`)]),
    )
    const [field, message] = Object.entries(fields)[0] ?? ['form', t('withdrawal.fixErrors')]
    return fail(c, 'BAD_INPUT', `${field}: ${message}`, { field, fields })
  }
  const deps = c.get('deps')
  const result = await submitWithdrawal(deps, parsed.data, clientAddress(c, deps.env), locale)
  if (!result.ok) {
    c.header('Retry-After', String(result.retryAfter))
    return fail(
      c,
      'RATE_LIMITED',
      t('withdrawal.rateLimited', {
        minutes: Math.ceil(result.retryAfter / 60),
        email: brand.company.email,
      }),
    )
  }
  const { receipt } = result
  return ok(c, {
    message: t('withdrawal.doneLead', {
      date: receipt.receivedDate,
      time: receipt.receivedTime,
      email: receipt.email,
    }),
    receipt,
  })
})
