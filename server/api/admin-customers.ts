import { Hono } from 'hono'
import { z } from 'zod'
import {
  blockCustomer,
  type CustomerRefusal,
  eraseCustomerOnRequest,
  exportCustomerOnRequest,
  sendCustomerResetLink,
  unblockCustomer,
} from '#core/admin/customers/actions.ts'
import { adminCustomerDetail, adminCustomerList } from '#core/admin/customers/read.ts'
import {
  BlockCustomerSchema,
  CustomerIdSchema,
  CustomerSearchSchema,
  EraseCustomerSchema,
} from '#core/admin/customers/schemas.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminCustomersActionSchema = z.discriminatedUnion('action', [
  CustomerSearchSchema.extend({ action: z.literal('list') }),
  CustomerIdSchema.extend({ action: z.literal('fetch') }),
  BlockCustomerSchema.extend({ action: z.literal('block') }),
  CustomerIdSchema.extend({ action: z.literal('unblock') }),
  CustomerIdSchema.extend({ action: z.literal('sendPasswordReset') }),
  CustomerIdSchema.extend({ action: z.literal('export') }),
  EraseCustomerSchema.extend({ action: z.literal('erase') }),
])

const refusals = {
  NOT_FOUND: ['NOT_FOUND', 'customerId: no such customer'],
  BACK_OFFICE_ACCOUNT: ['CONFLICT', 'customerId: a staff or admin account; revoke the role first'],
  ACCOUNT_BLOCKED: ['CONFLICT', 'customerId: the account is blocked; unblock it first'],
  CONFIRM_MISMATCH: ['BAD_INPUT', "confirmEmail: type the customer's email to confirm"],
  RATE_LIMITED: ['RATE_LIMITED', 'customerId: several reset links went out lately; try again later'],
} as const

function refuse(c: AppContext, code: CustomerRefusal | 'RATE_LIMITED') {
  const [status, message] = refusals[code]
  return fail(c, status, message, { reason: code })
}

/** /api/admin/customers.php (docs/api.md): the admin's customer accounts; staff 403 NOT_PERMITTED. */
export const adminCustomersApi = new Hono<AppEnv>().post('/admin/customers.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminCustomersActionSchema)
  const deps = c.get('deps')
  c.header('Cache-Control', 'no-store')
  switch (input.action) {
    case 'list':
      return ok(c, permitted(await adminCustomerList(deps, actor, input)))
    case 'fetch': {
      const customer = permitted(await adminCustomerDetail(deps, actor, input.customerId))
      return customer ? ok(c, { customer }) : refuse(c, 'NOT_FOUND')
    }
    case 'block': {
      const done = permitted(await blockCustomer(deps, actor, input))
      return done.ok
        ? ok(c, { customerId: input.customerId, blockedAt: done.blockedAt })
        : refuse(c, done.code)
    }
    case 'unblock': {
      const done = permitted(await unblockCustomer(deps, actor, input.customerId))
      return done.ok ? ok(c, { customerId: input.customerId, blockedAt: null }) : refuse(c, done.code)
    }
    case 'sendPasswordReset': {
      const done = permitted(
        await sendCustomerResetLink(deps, actor, input.customerId, deps.env.PUBLIC_ORIGIN ?? c.get('origin')),
      )
      return done.ok ? ok(c, { customerId: input.customerId }) : refuse(c, done.code)
    }
    case 'export': {
      const data = permitted(await exportCustomerOnRequest(deps, actor, input.customerId))
      return data ? ok(c, { data }) : refuse(c, 'NOT_FOUND')
    }
    case 'erase': {
      const done = permitted(await eraseCustomerOnRequest(deps, actor, input))
      return done.ok
        ? ok(c, { customerId: input.customerId, anonymised: done.anonymised })
        : refuse(c, done.code)
    }
  }
})
