import type { Db } from '#db/client.ts'
import { countCustomerOrders, lockCustomer } from '#db/queries/cart.ts'
import { reserveFabric } from '#db/queries/fabric-stock.ts'
import { findOwnedProfile } from '#db/queries/measures.ts'
import {
  countQueuedShirts,
  findCustomerOrder,
  insertOrder,
  insertOrderItems,
  markShirtsOrdered,
  setOrderNumbers,
} from '#db/queries/orders.ts'
import { insertShirt } from '#db/queries/shirts.ts'
import {
  findOrganisedTeamOrder,
  listTeamMembers,
  moveTeamOrderState,
  setMemberShirt,
} from '#db/queries/teams.ts'
import type { FrozenMeasure, OrderAddress } from '#db/schema/index.ts'
import { systemActor } from '../admin/audit.ts'
import { cartTotals, type PricedLine, shippingZone, unitPrice, withdrawalApplies } from '../cart/rules.ts'
import { cartTexts } from '../cart/texts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { fabricNeeds, metresOf } from '../catalog/stock.ts'
import { viewOfProfile } from '../measures/profile-view.ts'
import { sendOrderMails } from '../orders/order-mails.ts'
import { offlinePayment, type PaymentStart, paymentSetting } from '../orders/payment.ts'
import { paymentOfOrder } from '../orders/place-order.ts'
import {
  expectedDelivery,
  invoiceNumber,
  orderNumber,
  type PaymentMethod,
  paymentAllowed,
} from '../orders/rules.ts'
import { transitionOrder } from '../orders/transition-order.ts'
import { orderState } from '../orders/transitions.ts'
import { startCardCheckout } from '../payments/card-checkout.ts'
import { answerOfRollBack, RollBack } from '../result.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { describeDesign } from '../shirts/describe.ts'
import type { DesignState } from '../shirts/design-rules.ts'
import { orderStatus, transitions } from '../shirts/order-status.ts'
import { designReferenceCents } from '../shirts/shirt-price.ts'
import { canTransition, frozenOf, memberDesign, splitMembers } from './rules.ts'
import { mailMembers } from './team-mails.ts'

export type PlaceTeamOrderInput = {
  teamOrderId: number
  memberIds: number[]
  billingAddress: Omit<OrderAddress, 'company' | 'vatId'>
  shippingAddress?: OrderAddress
  paymentMethod: PaymentMethod
  acceptTerms: boolean
}

export type TeamOrderFailure = {
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

type PlacedTeamOrder = { orderId: number; number: string; totalBrutto: number; payment: PaymentStart }

/**
 * The organiser orders once for the members who are done: one order of the organiser (one
 * invoice, billed to the team's company with its VAT id), a shirt per member made from the team's
 * design with the member's choices and frozen to the member's own profile, owned by the member.
 * The team order moves open → ordered with a guarded update in the same transaction, so a double
 * submit answers the first order again instead of ordering twice.
 */
export async function placeTeamOrder(
  context: ShirtContext,
  input: PlaceTeamOrderInput,
  origin: string,
): Promise<({ ok: true; replay: boolean } & PlacedTeamOrder) | TeamOrderFailure> {
  const { deps, customer } = context
  if (!customer) return { ok: false, code: 'NOT_LOGGED_IN' }
  const found = await findOrganisedTeamOrder(deps.db, input.teamOrderId, customer.id)
  if (!found) return { ok: false, code: 'NOT_FOUND' }
  if (found.state === 'ordered' && found.orderId) return replay(context, found.orderId, origin)
  if (!input.acceptTerms) return { ok: false, code: 'TERMS_REQUIRED' }
  const country = effectiveCountry(context.session)
  const shipping: OrderAddress = input.shippingAddress ?? {
    ...input.billingAddress,
    company: found.company,
  }
  if (shipping.countryCode.toUpperCase() !== country.countryCode)
    return { ok: false, code: 'COUNTRY_MISMATCH' }
  const history = await countCustomerOrders(deps.db, customer.id)
  if (!paymentAllowed(input.paymentMethod, paymentSetting(deps.env, history.paid)))
    return { ok: false, code: 'PAYMENT_UNAVAILABLE' }

  const catalog = await getCatalog(deps.db)
  const queued = await countQueuedShirts(deps.db)
  const now = deps.now()
  try {
    const placed = await deps.db.transaction(async (db) => {
      await lockCustomer(db, customer.id)
      const team = await findOrganisedTeamOrder(db, input.teamOrderId, customer.id, { lock: true })
      if (!team) throw new RollBack<TeamOrderFailure>({ ok: false, code: 'NOT_FOUND' })
      if (team.state === 'ordered' && team.orderId) return { replay: true as const, orderId: team.orderId }
      if (!canTransition(team.state, 'order'))
        throw new RollBack<TeamOrderFailure>({ ok: false, code: 'TEAM_NOT_OPEN' })
      const members = await listTeamMembers(db, team.id)
      const chosen = members.filter((member) => input.memberIds.includes(member.id))
      if (chosen.length !== new Set(input.memberIds).size)
        throw new RollBack<TeamOrderFailure>({ ok: false, code: 'UNKNOWN_MEMBER' })
      const { done, missing } = splitMembers(chosen)
      if (missing.length > 0 || done.length === 0) {
        const named = (missing.length > 0 ? missing : splitMembers(members).missing).map((member) => ({
          memberId: member.id,
          name: `${member.firstName} ${member.lastName}`.trim(),
        }))
        throw new RollBack<TeamOrderFailure>({ ok: false, code: 'MEMBERS_MISSING', missing: named })
      }

      // Each member's shirt: the team design with their choices, priced like a cart's shirt.
      const shirts = done.map((member) => {
        const design = memberDesign(catalog, team.design, team.openCategories, member.choices)
        if (!design.ok) throw new RollBack<TeamOrderFailure>({ ok: false, code: 'CHOICE_INVALID' })
        const price = unitPrice('shirt', designReferenceCents(catalog, design.state).totalCents, country)
        return { member, state: design.state, price }
      })
      const lines: PricedLine[] = shirts.map((shirt) => ({
        key: `team-${shirt.member.id}`,
        type: 'shirt',
        amount: 1,
        unitGrossCents: shirt.price.grossCents,
        vatRate: shirt.price.vatRate,
        shipped: true,
      }))
      const totals = cartTotals(lines, country)
      const expected = expectedDelivery({
        orderedAt: now,
        hasShirts: true,
        queuedShirts: queued,
        zone: shippingZone(country),
      })
      const orderId = await insertOrder(db, {
        customerId: customer.id,
        paymentMethod: input.paymentMethod,
        deliveryCountryId: country.countryID,
        lang: context.locale,
        itemsCents: totals.itemsCents,
        shippingCents: totals.shippingCents,
        discountCents: totals.discountCents,
        totalCents: totals.totalCents,
        netCents: totals.netCents,
        vat: totals.vat,
        billingAddress: {
          ...input.billingAddress,
          company: team.company,
          ...(team.vatId ? { vatId: team.vatId } : {}),
        },
        shippingAddress: shipping,
        // The first-order goodwill is a customer's own first shirt, not a team's shirts.
        firstOrder: false,
        packageStage: null,
        needBy: null,
        expectedDelivery: expected.toISOString().slice(0, 10),
        idempotencyKey: null,
        createdAt: now,
      })
      const number = orderNumber(orderId, now)
      await setOrderNumbers(db, orderId, { number, invoiceNumber: invoiceNumber(orderId, now), at: now })

      const items: Parameters<typeof insertOrderItems>[1] = []
      const shirtIds: number[] = []
      for (const shirt of shirts) {
        const measure = await frozenMemberMeasure(db, shirt.member)
        const shirtId = await memberShirt(db, shirt, now)
        shirtIds.push(shirtId)
        await setMemberShirt(db, shirt.member.id, shirtId)
        items.push({
          orderId,
          type: 'shirt',
          name: cartTexts[context.locale].shirt,
          description: describeDesign(catalog, shirt.state, context.locale),
          invoiceText:
            context.locale === 'de'
              ? null
              : { name: cartTexts.de.shirt, description: describeDesign(catalog, shirt.state, 'de') },
          amount: 1,
          unitGrossCents: shirt.price.grossCents,
          vatRate: shirt.price.vatRate,
          lineGrossCents: shirt.price.grossCents,
          withdrawal: withdrawalApplies('shirt'),
          shirtId,
          design: { ...frozenOf(shirt.state), summary: describeDesign(catalog, shirt.state, context.locale) },
          measure,
          wearer: `${shirt.member.firstName} ${shirt.member.lastName}`.trim(),
        })
      }
      await insertOrderItems(db, items)
      await reserveTeamFabric(db, shirts, orderId)
      if ((await markShirtsOrdered(db, shirtIds, transitions.order, orderId, now)) !== shirtIds.length)
        throw new Error('team shirts not ordered')
      if (!(await moveTeamOrderState(db, team.id, { from: 'open', to: 'ordered' }, orderId)))
        throw new RollBack<TeamOrderFailure>({ ok: false, code: 'TEAM_NOT_OPEN' })

      const payment: PaymentStart | null =
        totals.totalCents === 0
          ? { kind: 'paid', method: input.paymentMethod }
          : input.paymentMethod === 'card'
            ? null
            : offlinePayment(input.paymentMethod)
      if (payment?.kind === 'paid')
        await transitionOrder(db, systemActor('checkout'), orderId, { to: orderState.paid }, undefined, now)
      return {
        replay: false as const,
        orderId,
        number,
        totalCents: totals.totalCents,
        payment,
        team,
        members: done,
      }
    })
    if (placed.replay) return replay(context, placed.orderId, origin)
    await sendOrderMails(deps, {
      orderId: placed.orderId,
      customer: { id: customer.id, email: customer.email, firstName: customer.firstName },
      locale: context.locale,
      origin,
    })
    await mailMembers(
      context,
      placed.members,
      { teamName: placed.team.name, number: placed.number },
      origin,
      'teamOrdered',
    )
    const payment =
      placed.payment ??
      (await startCardCheckout(
        deps,
        { id: placed.orderId, number: placed.number, totalCents: placed.totalCents, paymentRef: null },
        { email: customer.email, locale: context.locale, origin },
      ))
    return {
      ok: true,
      replay: false,
      orderId: placed.orderId,
      number: placed.number,
      totalBrutto: placed.totalCents / 100,
      payment,
    }
  } catch (error) {
    return answerOfRollBack<TeamOrderFailure>(error)
  }
}

async function replay(context: ShirtContext, orderId: number, origin: string) {
  const found = await findCustomerOrder(context.deps.db, orderId, context.customer?.id ?? 0)
  if (!found) return { ok: false as const, code: 'NOT_FOUND' as const }
  return {
    ok: true as const,
    replay: true,
    orderId: found.order.id,
    number: found.order.number ?? '',
    totalBrutto: found.order.totalCents / 100,
    payment: await paymentOfOrder(context, found.order, { origin }),
  }
}

type Member = Awaited<ReturnType<typeof listTeamMembers>>[number]

/** The member's profile as it is now, frozen into the order (read as the member's own). */
async function frozenMemberMeasure(db: Db, member: Member): Promise<FrozenMeasure> {
  const row = member.measureId
    ? await findOwnedProfile(db, member.measureId, { sessionId: '', customerId: member.customerId })
    : null
  if (!row) throw new RollBack<TeamOrderFailure>({ ok: false, code: 'MEMBERS_MISSING' })
  return viewOfProfile(row, true) as unknown as FrozenMeasure
}

/** The member's shirt: a design of the member's, made to their profile, ordered by the organiser. */
function memberShirt(db: Db, shirt: { member: Member; state: DesignState }, now: Date) {
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

async function reserveTeamFabric(db: Db, shirts: readonly { state: DesignState }[], orderId: number) {
  for (const [fabricId, centimetres] of fabricNeeds(
    shirts.map((shirt) => ({ fabricId: shirt.state.fabricId, amount: 1 })),
  )) {
    if (!(await reserveFabric(db, orderId, fabricId, metresOf(centimetres))))
      throw new RollBack<TeamOrderFailure>({ ok: false, code: 'FABRIC_OUT_OF_STOCK', fabricId })
  }
}
