import { findCountry } from '#config/countries.ts'
import { defaultLocale, isLocale, type Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { lockTicket } from '#db/queries/admin-tickets.ts'
import { findCustomerById } from '#db/queries/customers.ts'
import { listOrderFitFeedback } from '#db/queries/fit-feedback.ts'
import {
  findTicketDecision,
  type PromiseDecisionValues,
  recordPromiseDecision,
} from '#db/queries/fit-promise.ts'
import { findOwnedProfile } from '#db/queries/measures.ts'
import { findOrderById } from '#db/queries/orders.ts'
import { findTicket, type ServiceTicketRow } from '#db/queries/service.ts'
import type { FrozenMeasure } from '#db/schema/index.ts'
import type { Actor, SignedInActor } from '../access/actor.ts'
import { type Forbidden, forbidden, may } from '../access/permissions.ts'
import { recordAudit } from '../admin/audit.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { type MeasureValues, measureFields } from '../measures/fields.ts'
import type { FitChange } from '../measures/fit-feedback.ts'
import { applyFitChanges } from '../measures/fit-feedback.ts'
import type { FieldErrors } from '../measures/profile-schema.ts'
import { valuesOf, viewOfProfile } from '../measures/profile-view.ts'
import { currentVersion } from '../measures/rate-fit.ts'
import { saveMeasureIn } from '../measures/write-measures.ts'
import { commitOrder } from '../orders/commit-order.ts'
import type { DeclineReason, FitPromiseDecision, FitPromiseRefusal } from '../orders/fit-promise.ts'
import { assessFitPromise, type FirstShirt } from '../orders/fit-promise-case.ts'
import { measureChanges, measureValuesOf } from '../orders/remake-changes.ts'
import { isPaymentMethod } from '../orders/rules.ts'
import { answerOfRollBack, RollBack } from '../result.ts'
import type { TicketDecisionInput } from './fit-promise-schema.ts'
import { ticketPath } from './tickets.ts'

/**
 * Staff decide a request under the first-order fit promise (docs/decisions/028): a remake (an
 * order of its own at 0 €, through commitOrder), an alteration (a free return label and a sheet
 * of what to change) or a decline with a reason the customer reads in their language. The
 * promise's rule is asked again under the ticket's lock; decision, audit entry and the
 * customer's mail (a job) are one transaction, with the remake order when there is one.
 */
export type DecisionRefusal =
  | { ok: false; reason: 'NOT_FOUND' | 'NOT_A_PROMISE_REQUEST' | 'ALREADY_DECIDED' | 'PROFILE_MISSING' }
  | { ok: false; reason: 'FABRIC_OUT_OF_STOCK' }
  | { ok: false; reason: FitPromiseRefusal }
  | { ok: false; reason: 'IMPLAUSIBLE'; errors: FieldErrors }

type Failure = { ok: false; code: DecisionRefusal['reason']; errors?: FieldErrors }

export type DecisionAnswer = {
  ok: true
  decision: FitPromiseDecision
  remakeOrderId: number | null
  remakeNumber: string | null
}

/** Requests the promise can cover: after-sales requests about an order, for a remake or an alteration. */
export function isPromiseRequest(ticket: Pick<ServiceTicketRow, 'kind' | 'topic' | 'orderId'>): boolean {
  return (
    ticket.kind === 'aftersale' && ticket.orderId !== null && ['remake', 'alteration'].includes(ticket.topic)
  )
}

function refusalOf(failure: Failure): DecisionRefusal {
  if (failure.code === 'IMPLAUSIBLE')
    return { ok: false, reason: 'IMPLAUSIBLE', errors: failure.errors ?? {} }
  return { ok: false, reason: failure.code } as DecisionRefusal
}

export async function decideFitPromise(
  deps: Deps,
  actor: Actor,
  input: TicketDecisionInput,
  origin: string,
): Promise<DecisionAnswer | DecisionRefusal | Forbidden> {
  if (!may(actor, 'tickets.decide')) return forbidden
  const ticket = await findTicketRow(deps.db, input.ticketId)
  if (!ticket) return { ok: false, reason: 'NOT_FOUND' }
  if (!isPromiseRequest(ticket) || ticket.orderId === null)
    return { ok: false, reason: 'NOT_A_PROMISE_REQUEST' }
  if (ticket.decision !== null) return { ok: false, reason: 'ALREADY_DECIDED' }
  if (input.decision === 'remake')
    return grantRemake(deps, actor, ticket, ticket.orderId, input.values, origin)
  try {
    return await deps.db.transaction(async (tx) => {
      const locked = await lockUndecided(tx, ticket.id)
      if (input.decision === 'declined') {
        await settleDecision(
          deps,
          tx,
          actor,
          locked,
          { decision: 'declined', declineReason: input.reason },
          origin,
        )
        return { ok: true as const, decision: input.decision, remakeOrderId: null, remakeNumber: null }
      }
      const { first } = await assessLocked(tx, locked)
      const before = first.measure
      const changes = measureChanges(before, { ...measureValuesOf(before), ...input.values })
      await settleDecision(
        deps,
        tx,
        actor,
        locked,
        {
          decision: 'alteration',
          returnLabel: input.returnLabel,
          alterationChanges: changes,
          alterationNote: input.note || null,
        },
        origin,
      )
      return { ok: true as const, decision: input.decision, remakeOrderId: null, remakeNumber: null }
    })
  } catch (error) {
    return refusalOf(answerOfRollBack<Failure>(error))
  }
}

async function findTicketRow(db: Db, ticketId: number) {
  return (await findTicket(db, ticketId))?.ticket ?? null
}

/** The ticket locked for the decision; one decided meanwhile (a second tab) is refused. */
async function lockUndecided(tx: Db, ticketId: number) {
  const locked = await lockTicket(tx, ticketId)
  if (!locked) throw new RollBack<Failure>({ ok: false, code: 'NOT_FOUND' })
  if (locked.decision !== null) throw new RollBack<Failure>({ ok: false, code: 'ALREADY_DECIDED' })
  return locked
}

/** The rule asked again under the lock, with the moment the customer reported it. */
async function assessLocked(tx: Db, ticket: ServiceTicketRow): Promise<{ first: FirstShirt }> {
  if (ticket.orderId === null) throw new RollBack<Failure>({ ok: false, code: 'NOT_A_PROMISE_REQUEST' })
  const assessed = await assessFitPromise(tx, {
    orderId: ticket.orderId,
    shirtId: ticket.shirtId,
    reportedAt: ticket.createdAt,
  })
  if (!assessed) throw new RollBack<Failure>({ ok: false, code: 'NOT_FOUND' })
  if (assessed.refusal) throw new RollBack<Failure>({ ok: false, code: assessed.refusal })
  if (!assessed.first) throw new RollBack<Failure>({ ok: false, code: 'NOT_FIRST_SHIRT' })
  return { first: assessed.first }
}

/**
 * The measurements the remake is cut to: the profile's current version (with an applied fit
 * correction) with the values staff entered; when they differ, saving writes the next version
 * of the customer's profile (core/measures), so their next order is cut to them too.
 */
async function correctedMeasure(
  tx: Db,
  deps: Deps,
  customerId: number,
  frozen: FrozenMeasure | null,
  values: Partial<MeasureValues>,
): Promise<FrozenMeasure> {
  if (!frozen) throw new RollBack<Failure>({ ok: false, code: 'PROFILE_MISSING' })
  // Staff act for the customer: the profile is the account's, no session of theirs is involved.
  const context = { deps, owner: { sessionId: '', customerId } }
  const current = await currentVersion(tx, context.owner, frozen.measureId)
  if (!current) throw new RollBack<Failure>({ ok: false, code: 'PROFILE_MISSING' })
  const saved = await saveMeasureIn(tx, context, {
    measureId: current.id,
    setName: current.setName,
    kind: current.kind,
    standard: undefined,
    values: { ...valuesOf(current), ...values },
  })
  if (!saved.ok) {
    throw new RollBack<Failure>(
      saved.code === 'IMPLAUSIBLE'
        ? { ok: false, code: 'IMPLAUSIBLE', errors: saved.errors ?? {} }
        : { ok: false, code: 'PROFILE_MISSING' },
    )
  }
  const row = await findOwnedProfile(tx, saved.measureId, context.owner)
  if (!row) throw new Error(`profile ${saved.measureId} saved but not found`)
  // The same frozen copy checkout makes (order-lines.ts): the view of the profile as ordered.
  return viewOfProfile(row, true) as unknown as FrozenMeasure
}

/**
 * The remake: an order of the original's customer, in the original's language, to its addresses,
 * with the first shirt's design at 0 € (shipping on the shop), through commitOrder: numbers,
 * invoice, fabric off the bolt, the step to paid through the transition table and the confirmation mail
 * as a job. The decision is settled in the same transaction.
 */
async function grantRemake(
  deps: Deps,
  actor: SignedInActor,
  ticket: ServiceTicketRow,
  orderId: number,
  values: Partial<MeasureValues>,
  origin: string,
): Promise<DecisionAnswer | DecisionRefusal> {
  const original = await findOrderById(deps.db, orderId)
  const customer = original ? await findCustomerById(deps.db, original.customerId) : null
  const country = original ? findCountry(original.deliveryCountryId) : undefined
  if (!original || !customer || !country) return { ok: false, reason: 'NOT_FOUND' }
  const locale: Locale = isLocale(original.lang) ? original.lang : defaultLocale
  const answer = await commitOrder<Failure>(
    { deps, customer, locale },
    {
      paymentMethod: isPaymentMethod(original.paymentMethod) ? original.paymentMethod : 'prepayment',
      billingAddress: original.billingAddress,
      shippingAddress: original.shippingAddress,
      country,
    },
    async (tx) => {
      const locked = await lockUndecided(tx, ticket.id)
      const { first } = await assessLocked(tx, locked)
      const design = first.design
      if (!design) throw new Error(`order ${orderId}: first shirt without its frozen design`)
      const measure = await correctedMeasure(tx, deps, customer.id, first.measure, values)
      const line = first.line
      return {
        lines: [
          {
            key: `remake-${orderId}`,
            type: 'shirt',
            amount: 1,
            unitGrossCents: 0,
            vatRate: line.vatRate,
            shipped: true,
            goodwill: true,
          },
        ],
        vouchers: [],
        firstOrder: false,
        packageStage: null,
        fabric: [{ fabricId: design.fabricId, amount: 1 }],
        remakeOf: orderId,
        freezeLines: async (_db, remakeId) => ({
          items: [
            {
              orderId: remakeId,
              type: 'shirt',
              name: line.name,
              description: line.type === 'shirt' ? line.description : design.summary,
              invoiceText: line.invoiceText,
              amount: 1,
              unitGrossCents: 0,
              vatRate: line.vatRate,
              lineGrossCents: 0,
              withdrawal: false,
              shirtId: first.shirtId,
              design,
              measure,
            },
          ],
          orderedShirts: [],
        }),
        settle: (db, remakeId) =>
          settleDecision(deps, db, actor, locked, { decision: 'remake', remakeOrderId: remakeId }, origin),
      }
    },
    { origin },
  )
  if (!answer.ok) {
    // Of commitOrder's own refusals only the fabric can happen here (no vouchers, no cart).
    if (answer.code in failureCodes) return refusalOf(answer as Failure)
    throw new Error(`remake of order ${orderId} refused by commitOrder: ${answer.code}`)
  }
  return { ok: true, decision: 'remake', remakeOrderId: answer.orderId, remakeNumber: answer.number }
}

/** The failures this file throws itself (commitOrder's own are told apart from them). */
const failureCodes: Record<DecisionRefusal['reason'], true> = {
  NOT_FOUND: true,
  NOT_A_PROMISE_REQUEST: true,
  ALREADY_DECIDED: true,
  PROFILE_MISSING: true,
  FABRIC_OUT_OF_STOCK: true,
  IMPLAUSIBLE: true,
  NOT_FIRST_ORDER: true,
  NOT_FIRST_SHIRT: true,
  NOT_RECEIVED: true,
  TOO_LATE: true,
  ALREADY_USED: true,
}

/** Decision, audit entry and the customer's mail, on the decision's transaction. */
async function settleDecision(
  deps: Deps,
  tx: Db,
  actor: SignedInActor,
  ticket: ServiceTicketRow,
  decision: Omit<PromiseDecisionValues, 'decidedBy' | 'now'>,
  origin: string,
) {
  const now = deps.now()
  if (!(await recordPromiseDecision(tx, ticket.id, { ...decision, decidedBy: actor.id, now })))
    throw new RollBack<Failure>({ ok: false, code: 'ALREADY_DECIDED' })
  await recordAudit(tx, actor, {
    action: 'ticket.decide',
    entityType: 'service_ticket',
    entityId: ticket.id,
    before: { status: ticket.status, decision: null },
    after: {
      status: 'answered',
      decision: decision.decision,
      remakeOrderId: decision.remakeOrderId ?? null,
      returnLabel: decision.returnLabel ?? null,
      declineReason: decision.declineReason ?? null,
    },
  })
  const lang: Locale = isLocale(ticket.lang) ? ticket.lang : defaultLocale
  const base = origin.replace(/\/$/, '')
  await sendMail(
    { ...deps, db: tx },
    {
      to: ticket.email,
      locale: lang,
      template: 'fitPromiseDecision',
      data: {
        ...addresseeOf({ firstName: ticket.name }),
        ticketId: ticket.id,
        subject: ticket.subject,
        decision: decision.decision,
        reason: (decision.declineReason as DeclineReason | undefined) ?? null,
        returnLabel: decision.returnLabel ?? null,
        ticketUrl: `${base}${lang === 'de' ? '' : `/${lang}`}${ticketPath(ticket.kind, ticket.id)}`,
      },
    },
  )
}

/**
 * What the back office shows beside a request under the promise: the decision once made, else
 * what the rule says and the measurements to cut to (the original, and the proposal: the
 * profile's current version with a fit correction the customer rated but did not apply yet).
 */
export async function fitPromiseView(db: Db, ticket: ServiceTicketRow) {
  if (!isPromiseRequest(ticket) || ticket.orderId === null) return null
  if (ticket.decision !== null) {
    const decided = await findTicketDecision(db, ticket.id)
    return { decided, refusal: null, profileName: null, measures: [] }
  }
  const assessed = await assessFitPromise(db, {
    orderId: ticket.orderId,
    shirtId: ticket.shirtId,
    reportedAt: ticket.createdAt,
  })
  if (!assessed) return null
  const frozen = assessed.first?.measure ?? null
  const original = measureValuesOf(frozen)
  let proposed = original
  if (frozen) {
    const owner = { sessionId: '', customerId: assessed.order.customerId }
    const current = await currentVersion(db, owner, frozen.measureId)
    proposed = current ? valuesOf(current) : original
    const pending = (await listOrderFitFeedback(db, ticket.orderId, assessed.order.customerId)).find(
      (row) => row.status === 'proposed' && row.measureId === frozen.measureId,
    )
    if (pending) proposed = applyFitChanges(proposed, pending.changes as FitChange[])
  }
  return {
    decided: null,
    refusal: assessed.refusal,
    profileName: frozen?.set_name ?? null,
    measures: measureFields.map(({ name, unit }) => ({
      field: name,
      unit,
      original: original[name],
      proposed: proposed[name],
    })),
  }
}
