import { Hono } from 'hono'
import { z } from 'zod'
import { deactivateVoucher, issueVoucher } from '#core/admin/vouchers/actions.ts'
import { adminVoucherDetail, adminVoucherList } from '#core/admin/vouchers/read.ts'
import {
  IssueVoucherSchema,
  VoucherCodeSchema,
  VoucherIdSchema,
  VoucherSearchSchema,
} from '#core/admin/vouchers/schemas.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminVouchersActionSchema = z.discriminatedUnion('action', [
  VoucherSearchSchema.extend({ action: z.literal('list') }),
  VoucherCodeSchema.extend({ action: z.literal('lookup') }),
  IssueVoucherSchema.extend({ action: z.literal('issue') }),
  VoucherIdSchema.extend({ action: z.literal('deactivate') }),
])

/** /api/admin/vouchers.php (docs/api.md): issue, look up, list and deactivate vouchers; admin only. */
export const adminVouchersApi = new Hono<AppEnv>().post('/admin/vouchers.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminVouchersActionSchema)
  const deps = c.get('deps')
  c.header('Cache-Control', 'no-store')
  switch (input.action) {
    case 'list':
      return ok(c, permitted(await adminVoucherList(deps, actor, input)))
    case 'lookup': {
      const voucher = permitted(await adminVoucherDetail(deps, actor, { code: input.code }))
      return voucher
        ? ok(c, { voucher })
        : fail(c, 'NOT_FOUND', 'code: no voucher with this code', { reason: 'NOT_FOUND' })
    }
    case 'issue': {
      const issued = permitted(await issueVoucher(deps, actor, input))
      if (!issued.ok)
        return fail(c, 'BAD_INPUT', 'expiresOn: the last day must lie in the future', {
          field: 'expiresOn',
          reason: issued.code,
        })
      const voucher = permitted(await adminVoucherDetail(deps, actor, { id: issued.voucherId }))
      return ok(c, { voucher })
    }
    case 'deactivate': {
      const done = permitted(await deactivateVoucher(deps, actor, input.voucherId))
      return done.ok
        ? ok(c, { voucherId: input.voucherId, status: 'void', changed: done.changed })
        : fail(c, 'NOT_FOUND', 'voucherId: no such voucher', { reason: 'NOT_FOUND' })
    }
  }
})
