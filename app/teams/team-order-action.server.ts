import { data, redirect } from 'react-router'
import { addressFieldErrors, OrderAddressSchema } from '#core/addresses/rules.ts'
import { orderAddressFrom } from '#core/orders/order-addresses.ts'
import { isPaymentMethod } from '#core/orders/rules.ts'
import type { ShirtContext } from '#core/shirts/context.ts'
import { placeTeamOrder } from '#core/teams/place-team-order.ts'
import { TeamPartSchema } from '#core/teams/schemas.ts'
import { type TeamOrderSummary, teamOrderSummary } from '#core/teams/team-order-summary.ts'
import { renewInvitation, saveTeamPart } from '#core/teams/team-orders.ts'
import { teamCheckoutOptions } from '#core/teams/team-pages.ts'
import { shopContext } from '../context.ts'
import { pageNotFound } from '../lib/page.server.ts'
import { teamErrorKey } from './team-api.ts'
import { teamContext } from './team-context.server.ts'

type Args = Parameters<typeof teamContext>[0] & { params: { id: string } }

export const teamBillingFields = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const
type BillingField = (typeof teamBillingFields)[number]

export type TeamOrderFormValues = {
  memberIds: number[]
  billing: Record<BillingField, string>
  paymentMethod: string
  acceptTerms: boolean
}

/** A refusal for the page: the message key, the field it belongs to, who is missing. */
export type TeamOrderRefusal = { key: string; field?: string; missing?: string[] }

export type TeamOrderAnswer = {
  values: TeamOrderFormValues
  /** The order worked out for the chosen members (intent `summary`, or with a refusal). */
  summary: TeamOrderSummary | null
  refusal: TeamOrderRefusal | null
  /** The placed order's number. */
  placed: string | null
}

/** A member's part (intent `savePart`): saved, or refused with the field it belongs to. */
export type MemberPartAnswer = { part: { saved: true } | { saved: false; refusal: TeamOrderRefusal } }

/** The organiser's 'new link' (intent `renewInvite`): the page's loader then shows the new link. */
export type InviteAnswer = { invite: { renewed: boolean } }

/** The refusals of saveTeamPart that belong to one field of the member's form. */
const partFields: Record<string, string> = { UNKNOWN_MEASURE: 'measureId', CHOICE_INVALID: 'choices' }
/** As /api/team.php answers them: what is not theirs 404, a choice not offered 400, a closed team 409. */
const partStatus: Record<string, number> = { NOT_FOUND: 404, UNKNOWN_MEASURE: 404, CHOICE_INVALID: 400 }

/**
 * The member's form (profile and a choice per open category, fields `measureId` and
 * `choice-{categoryId}`), read with the schema of /api/team.php's savePart and saved by the same
 * use case, with or without JavaScript.
 */
async function savePart(context: ShirtContext, teamOrderId: number, form: FormData) {
  const choices: Record<string, unknown> = {}
  for (const [name, value] of form.entries()) {
    const category = /^choice-(\d{1,3})$/.exec(name)?.[1]
    if (category) choices[category] = value
  }
  const parsed = TeamPartSchema.safeParse({ teamOrderId, measureId: form.get('measureId'), choices })
  const refuse = (refusal: TeamOrderRefusal, status: number) =>
    data<MemberPartAnswer>({ part: { saved: false, refusal } }, { status })
  if (!parsed.success) return refuse({ key: 'team.errors.BAD_INPUT' }, 400)
  const result = await saveTeamPart(context, parsed.data)
  if (!result.ok) {
    const field = partFields[result.code]
    const key = teamErrorKey({ reason: result.code })
    return refuse({ key, ...(field ? { field } : {}) }, partStatus[result.code] ?? 409)
  }
  return data<MemberPartAnswer>({ part: { saved: true } })
}

/**
 * The team order form's post, with or without JavaScript: `summary` works the order out for the
 * chosen members (the same pricing the order takes), `placeOrder` places it through the same
 * rules as /api/team.php. A refusal renders the page again with what was typed and why.
 */
export async function teamOrderAction(args: Args) {
  const context = teamContext(args)
  const shop = args.context.get(shopContext)
  const teamOrderId = Number(args.params.id)
  if (!/^\d{1,10}$/.test(args.params.id) || teamOrderId > 2_147_483_647) pageNotFound(args.request)
  const form = await args.request.formData()
  if (form.get('intent') === 'savePart') return savePart(context, teamOrderId, form)
  if (form.get('intent') === 'renewInvite') {
    const renewed = await renewInvitation(context, teamOrderId, shop.origin)
    if (!renewed.ok && renewed.code === 'NOT_FOUND') pageNotFound(args.request)
    // The link itself is not in the answer: the page reads it from its loader, the organiser's alone.
    return data<InviteAnswer>({ invite: { renewed: renewed.ok } }, { status: renewed.ok ? 200 : 409 })
  }
  const text = (name: string, max = 100) => {
    const raw = form.get(name)
    return typeof raw === 'string' ? raw.trim().slice(0, max) : ''
  }
  const values: TeamOrderFormValues = {
    memberIds: form
      .getAll('memberIds')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647)
      .slice(0, 200),
    billing: Object.fromEntries(teamBillingFields.map((field) => [field, text(field)])) as Record<
      BillingField,
      string
    >,
    paymentMethod: text('paymentMethod', 40),
    acceptTerms: form.get('acceptTerms') === 'on',
  }
  const answer = (fields: Omit<TeamOrderAnswer, 'values'>, status = 200) =>
    data<TeamOrderAnswer>({ values, ...fields }, { status })
  // The order worked out anew only when the page is shown again, not for an order that goes through.
  const summaryNow = () => teamOrderSummary(context, teamOrderId, values.memberIds)
  const refuse = async (refusal: TeamOrderRefusal, status: number) =>
    answer({ summary: await summaryNow(), refusal, placed: null }, status)
  if (form.get('intent') !== 'placeOrder')
    return answer({ summary: await summaryNow(), refusal: null, placed: null })

  if (values.memberIds.length === 0) return refuse({ key: 'team.errors.NONE_CHOSEN' }, 400)
  const { countryCode } = await teamCheckoutOptions(context)
  const billing = OrderAddressSchema.safeParse({ ...values.billing, countryCode })
  if (!billing.success) {
    const [field, key] = Object.entries(addressFieldErrors(billing.error))[0] ?? []
    return refuse({ key: `dashboard.addressErrors.${key ?? 'tooLong'}`, field }, 400)
  }
  if (!values.acceptTerms) return refuse({ key: 'team.errors.TERMS_REQUIRED', field: 'acceptTerms' }, 400)
  if (!isPaymentMethod(values.paymentMethod)) return refuse({ key: 'team.errors.PAYMENT_UNAVAILABLE' }, 400)
  const expected = Number(text('expectedTotal', 20))
  // The invoice goes to the team's company with its VAT id, whatever the form's company says.
  const { company: _company, vatId: _vatId, ...address } = orderAddressFrom(billing.data)
  const result = await placeTeamOrder(
    context,
    {
      teamOrderId,
      memberIds: values.memberIds,
      billingAddress: address,
      paymentMethod: values.paymentMethod,
      acceptTerms: true,
      ...(form.has('expectedTotal') && Number.isFinite(expected) ? { expectedTotal: expected } : {}),
    },
    shop.origin,
  )
  if (!result.ok)
    return refuse(
      result.code === 'MEMBERS_MISSING' && 'missing' in result
        ? { key: 'team.order.missing', missing: (result.missing ?? []).map((member) => member.name) }
        : { key: teamErrorKey({ reason: result.code }) },
      result.code === 'NOT_FOUND' ? 404 : 409,
    )
  if (!result.replay) shop.countOrder(values.paymentMethod)
  if (result.payment.kind === 'redirect' && result.payment.url) throw redirect(result.payment.url)
  return answer({ summary: null, refusal: null, placed: result.number })
}
