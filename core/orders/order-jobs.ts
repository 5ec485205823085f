import { z } from 'zod'
import { isLocale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import { findOrderById } from '#db/queries/orders.ts'
import { findTeamOrderOfOrder, listTeamMembers } from '#db/queries/teams.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { executeRefund } from '../payments/execute-refund.ts'
import { mailMembers } from '../teams/team-mails.ts'
import { orderMailReader } from './order-mail-reader.ts'
import { mailGiftVouchersOfOrder, sendOrderConfirmation } from './order-mails.ts'
import { sendOrderStepMail } from './step-mails.ts'
import { type OrderEffect, orderStates } from './transitions.ts'

/**
 * The work an order leaves behind, as durable jobs (core/jobs): written by the transaction that
 * placed or moved the order, so a job exists exactly when that change committed, and run by the
 * worker outside the customer's or the staff member's request, retried until it succeeds.
 */

const orderId = z.number().int().positive()

/** One effect of an order step (transitions.ts `effectsOf`), with the shop's origin for links. */
export const OrderEffectJobSchema = z.object({
  effect: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('gift-vouchers-mail'), orderId }),
    z.object({ kind: z.literal('step-mail'), orderId, to: z.enum(orderStates) }),
    z.object({ kind: z.literal('refund'), orderId }),
  ]),
  origin: z.string().url(),
})

/** A mail about a placed order: the buyer's confirmation, or the team members' notice. */
export const OrderMailJobSchema = z.object({
  orderId,
  mail: z.enum(['confirmation', 'teamOrdered']),
  origin: z.string().url(),
  /** A guest's order: the token of its guest link, which the confirmation carries (not stored elsewhere). */
  guestToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
})

type JobDeps = Pick<Deps, 'jobs'>

/** Writes one job per effect through `tx`, the transaction that made the step. */
export async function enqueueOrderEffects(
  deps: JobDeps,
  tx: Db,
  effects: readonly OrderEffect[],
  origin: string,
) {
  for (const effect of effects)
    await deps.jobs.enqueue(tx, { kind: 'orderEffect', payload: { effect, origin } })
}

/** Writes the mails of a freshly placed order through the transaction that placed it. */
export async function enqueueOrderMails(
  deps: JobDeps,
  tx: Db,
  order: { orderId: number; origin: string; team: boolean; guestToken?: string },
) {
  const mails = order.team ? (['confirmation', 'teamOrdered'] as const) : (['confirmation'] as const)
  for (const mail of mails)
    await deps.jobs.enqueue(tx, {
      kind: 'orderMail',
      payload: {
        orderId: order.orderId,
        mail,
        origin: order.origin,
        ...(mail === 'confirmation' && order.guestToken ? { guestToken: order.guestToken } : {}),
      },
    })
}

/**
 * Runs one effect, reading the order as it is now: a step mail tells what is true when it runs,
 * and a refund already answered is not sent again (execute-refund.ts). The refund's own step
 * (refunded or refund_failed) writes its effects as new jobs in its transaction.
 */
export async function runOrderEffect(deps: Deps, job: z.infer<typeof OrderEffectJobSchema>) {
  const { effect, origin } = job
  if (effect.kind === 'refund') {
    await executeRefund(deps, effect.orderId, origin)
    return
  }
  const order = await findOrderById(deps.db, effect.orderId)
  if (!order) return
  if (effect.kind === 'gift-vouchers-mail') {
    await mailGiftVouchersOfOrder(deps, order)
    return
  }
  await sendOrderStepMail(deps, {
    orderId: order.id,
    customerId: order.customerId,
    number: order.number ?? '',
    lang: order.lang,
    to: effect.to,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    origin,
    guestTokenSealed: order.guestTokenSealed,
  })
}

/**
 * The mails of a placed order. A failure throws, so the queue tries again; each mail is its own
 * job, so a retry never sends the other one twice.
 */
export async function runOrderMail(deps: Deps, job: z.infer<typeof OrderMailJobSchema>) {
  const order = await findOrderById(deps.db, job.orderId)
  if (!order) return
  if (job.mail === 'confirmation') {
    const customer = await findCustomerById(deps.db, order.customerId)
    if (!customer) return
    await sendOrderConfirmation(deps, {
      orderId: order.id,
      customer: { id: customer.id, email: customer.email, ...addresseeOf(customer) },
      locale: isLocale(order.lang) ? order.lang : 'de',
      origin: job.origin,
      reader: orderMailReader(deps.env, customer, order.guestTokenSealed, job.guestToken),
    })
    return
  }
  const team = await findTeamOrderOfOrder(deps.db, order.id)
  if (!team) return
  const members = (await listTeamMembers(deps.db, team.id)).filter((member) => member.shirtId !== null)
  await mailMembers(
    { deps },
    members,
    { teamName: team.name, number: order.number ?? '' },
    job.origin,
    'teamOrdered',
  )
}
