import type { Db } from '#db/client.ts'
import { countCustomerOrders } from '#db/queries/cart.ts'
import { findOwnedProfile } from '#db/queries/measures.ts'
import { insertShirt } from '#db/queries/shirts.ts'
import {
  findOrganisedTeamOrder,
  listTeamMembers,
  moveTeamOrderState,
  setMemberShirt,
} from '#db/queries/teams.ts'
import type { FrozenMeasure, OrderAddress } from '#db/schema/index.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { viewOfProfile } from '../measures/profile-view.ts'
import { type CommitAnswer, type CommitFailure, commitOrder } from '../orders/commit-order.ts'
import { replayOrder } from '../orders/order-payment.ts'
import { paymentSetting } from '../orders/payment.ts'
import { type PaymentMethod, paymentAllowed } from '../orders/rules.ts'
import { RollBack } from '../result.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import type { DesignState } from '../shirts/design-rules.ts'
import { orderStatus } from '../shirts/order-status.ts'
import { canTransition, frozenOf, splitMembers } from './rules.ts'
import { memberShirtItem, priceMemberShirts, type TeamMember, wearerOf } from './team-order-lines.ts'

export type PlaceTeamOrderInput = {
  teamOrderId: number
  memberIds: number[]
  billingAddress: Omit<OrderAddress, 'company' | 'vatId'>
  shippingAddress?: OrderAddress
  paymentMethod: PaymentMethod
  acceptTerms: boolean
  /** The total (euro) the organiser saw above the button; a different total answers PRICE_CHANGED. */
  expectedTotal?: number
}

export type TeamOrderFailure =
  | {
      ok: false
      code:
        | 'NOT_LOGGED_IN'
        | 'NOT_FOUND'
        | 'TERMS_REQUIRED'
        | 'COUNTRY_MISMATCH'
        | 'PAYMENT_UNAVAILABLE'
        | 'TEAM_NOT_OPEN'
        | 'UNKNOWN_MEMBER'
        | 'MEMBERS_MISSING'
        | 'CHOICE_INVALID'
        | 'FABRIC_OUT_OF_STOCK'
      missing?: { memberId: number; name: string }[]
      fabricId?: number
    }
  | CommitFailure

type Refusal = Extract<TeamOrderFailure, { missing?: unknown }>

/**
 * The organiser orders once for the members who are done (commitOrder): one order of the
 * organiser (one invoice, billed to the team's company with its VAT id), a shirt per member made
 * from the team's design with the member's choices and frozen to the member's own profile, owned
 * by the member. The team order moves open → ordered in the same transaction, so a double submit
 * answers the first order again instead of ordering twice.
 */
export async function placeTeamOrder(
  context: ShirtContext,
  input: PlaceTeamOrderInput,
  origin: string,
): Promise<CommitAnswer | TeamOrderFailure> {
  const { deps, customer } = context
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' }
  const found = await findOrganisedTeamOrder(deps.db, input.teamOrderId, customer.id)
  if (!found) return { ok: false, code: 'NOT_FOUND' }
  if (found.state === 'ordered' && found.orderId)
    return (await replayOrder(context, found.orderId, { origin })) ?? { ok: false, code: 'NOT_FOUND' }
  if (!input.acceptTerms) return { ok: false, code: 'TERMS_REQUIRED' }
  const country = effectiveCountry(context.session)
  const shipping: OrderAddress = input.shippingAddress ?? { ...input.billingAddress, company: found.company }
  if (shipping.countryCode.toUpperCase() !== country.countryCode)
    return { ok: false, code: 'COUNTRY_MISMATCH' }
  const history = await countCustomerOrders(deps.db, customer.id)
  if (!paymentAllowed(input.paymentMethod, paymentSetting(deps.env, history.paid)))
    return { ok: false, code: 'PAYMENT_UNAVAILABLE' }

  const catalog = await getCatalog(deps.db)
  const now = deps.now()
  // Who hears of the order once it is committed: the members it was placed for.
  return commitOrder<TeamOrderFailure>(
    { ...context, customer },
    {
      paymentMethod: input.paymentMethod,
      billingAddress: {
        ...input.billingAddress,
        company: found.company,
        ...(found.vatId ? { vatId: found.vatId } : {}),
      },
      shippingAddress: shipping,
      country,
      ...(input.expectedTotal !== undefined ? { expectedTotal: input.expectedTotal } : {}),
    },
    async (db) => {
      const team = await findOrganisedTeamOrder(db, input.teamOrderId, customer.id, { lock: true })
      if (!team) throw new RollBack<Refusal>({ ok: false, code: 'NOT_FOUND' })
      if (team.state === 'ordered' && team.orderId) return { replayOf: team.orderId }
      if (!canTransition(team.state, 'order'))
        throw new RollBack<Refusal>({ ok: false, code: 'TEAM_NOT_OPEN' })
      const done = chosenMembers(await listTeamMembers(db, team.id), input.memberIds)
      const priced = priceMemberShirts(catalog, team, done, country)
      if (!priced.ok) throw new RollBack<Refusal>({ ok: false, code: 'CHOICE_INVALID' })
      return {
        lines: priced.lines,
        vouchers: [],
        // The first-order goodwill is a customer's own first shirt, not a team's shirts.
        firstOrder: false,
        packageStage: null,
        fabric: priced.shirts.map((shirt) => ({ fabricId: shirt.state.fabricId, amount: 1 })),
        freezeLines: async (tx, orderId) => {
          const items = []
          const orderedShirts: number[] = []
          for (const shirt of priced.shirts) {
            const measure = await frozenMemberMeasure(tx, shirt.member)
            const shirtId = await memberShirt(tx, shirt, now)
            orderedShirts.push(shirtId)
            await setMemberShirt(tx, shirt.member.id, shirtId)
            items.push(
              memberShirtItem(catalog, team, shirt, { orderId, shirtId, measure, locale: context.locale }),
            )
          }
          return { items, orderedShirts }
        },
        settle: async (tx, orderId) => {
          if (!(await moveTeamOrderState(tx, team.id, { from: 'open', to: 'ordered' }, orderId)))
            throw new RollBack<Refusal>({ ok: false, code: 'TEAM_NOT_OPEN' })
        },
      }
    },
    { origin, team: true },
  )
}

/**
 * The chosen members, each a member of this team and done; otherwise refused with who is missing
 * (the chosen ones, or when none of the chosen is done, everyone still missing).
 */
function chosenMembers(members: TeamMember[], memberIds: readonly number[]) {
  const chosen = members.filter((member) => memberIds.includes(member.id))
  if (chosen.length !== new Set(memberIds).size)
    throw new RollBack<Refusal>({ ok: false, code: 'UNKNOWN_MEMBER' })
  const { done, missing } = splitMembers(chosen)
  if (missing.length > 0 || done.length === 0) {
    const named = (missing.length > 0 ? missing : splitMembers(members).missing).map((member) => ({
      memberId: member.id,
      name: wearerOf(member),
    }))
    throw new RollBack<Refusal>({ ok: false, code: 'MEMBERS_MISSING', missing: named })
  }
  return done
}

/** The member's profile as it is now, frozen into the order (read as the member's own). */
async function frozenMemberMeasure(db: Db, member: TeamMember): Promise<FrozenMeasure> {
  const row = member.measureId
    ? await findOwnedProfile(db, member.measureId, { sessionId: '', customerId: member.customerId })
    : null
  if (!row) throw new RollBack<Refusal>({ ok: false, code: 'MEMBERS_MISSING' })
  return viewOfProfile(row, true) as unknown as FrozenMeasure
}

/** The member's shirt: a design of the member's, made to their profile, ordered by the organiser. */
function memberShirt(db: Db, shirt: { member: TeamMember; state: DesignState }, now: Date) {
  const design = frozenOf(shirt.state)
  return insertShirt(
    db,
    {
      sessionId: null,
      customerId: shirt.member.customerId,
      fabricId: design.fabricId,
      // In the cart only inside this transaction: ordering moves it on along the transition table.
      orderStatus: orderStatus.inCart,
      measureId: shirt.member.measureId,
      createdAt: now,
      updatedAt: now,
    },
    design.parts.map(([partId, categoryId]) => ({ partId, categoryId })),
    design.attributes.map(([partId, attributeId, valueId, text]) => ({ partId, attributeId, valueId, text })),
  )
}
