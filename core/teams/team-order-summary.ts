import { findOrganisedTeamOrder, listTeamMembers } from '#db/queries/teams.ts'
import { totalView } from '../cart/pricing.ts'
import { cartTotals } from '../cart/rules.ts'
import { cartTexts } from '../cart/texts.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { orderLineTitle } from '../orders/order-line-title.ts'
import { centsToEuro } from '../pricing/money.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { splitMembers } from './rules.ts'
import { priceMemberShirts, wearerOf } from './team-order-lines.ts'

export type TeamOrderSummary = NonNullable<Awaited<ReturnType<typeof teamOrderSummary>>>

/**
 * What the team's order would be now, for the chosen members (all who are done when none are
 * chosen): a line per member who is done and the totals, priced exactly as placeTeamOrder prices
 * the order (the same lines, the same totals), so the form shows the numbers the order will have.
 * Chosen members still without measurements are named; they would refuse the order.
 * Null for a team order that is not the customer's own or not open.
 */
export async function teamOrderSummary(
  context: ShirtContext,
  teamOrderId: number,
  memberIds: readonly number[] | null,
) {
  const { deps, customer } = context
  if (!customer) return null
  const team = await findOrganisedTeamOrder(deps.db, teamOrderId, customer.id)
  if (team?.state !== 'open') return null
  const members = await listTeamMembers(deps.db, team.id)
  const chosen = memberIds ? members.filter((member) => memberIds.includes(member.id)) : members
  const { done, missing } = splitMembers(chosen)
  const country = effectiveCountry(context.session)
  const priced = priceMemberShirts(await getCatalog(deps.db), team, done, country)
  if (!priced.ok) return null
  const totals = cartTotals(priced.lines, country)
  return {
    memberIds: done.map((member) => member.id),
    lines: priced.shirts.map((shirt) => ({
      key: String(shirt.member.id),
      name: orderLineTitle({ name: cartTexts[context.locale].shirt, wearer: wearerOf(shirt.member) }),
      amount: 1,
      lineBrutto: centsToEuro(shirt.price.grossCents),
    })),
    missing: missing.map(wearerOf),
    total: totalView(totals, country, false),
  }
}
