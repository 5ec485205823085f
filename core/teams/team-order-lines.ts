import type { Country } from '#config/countries.ts'
import type { Locale } from '#config/locales.ts'
import type { listTeamMembers, StoredTeamOrder } from '#db/queries/teams.ts'
import type { FrozenMeasure } from '#db/schema/index.ts'
import { type PricedLine, unitPrice, withdrawalApplies } from '../cart/rules.ts'
import { cartTexts } from '../cart/texts.ts'
import type { CatalogSnapshot } from '../catalog/snapshot.ts'
import type { OrderItemDraft } from '../orders/commit-order.ts'
import { describeDesign } from '../shirts/describe.ts'
import type { DesignState } from '../shirts/design-rules.ts'
import { designReferenceCents } from '../shirts/shirt-price.ts'
import { teamLogoLineTexts } from './logo-rules.ts'
import { frozenOf, memberDesign } from './rules.ts'

export type TeamMember = Awaited<ReturnType<typeof listTeamMembers>>[number]

export type MemberShirt = {
  member: TeamMember
  state: DesignState
  price: ReturnType<typeof unitPrice>
}

type Team = Pick<StoredTeamOrder, 'design' | 'openCategories' | 'logoPosition'>

/**
 * Each member's shirt: the team design with their choices, priced like a cart's shirt. The same
 * lines price the order form's summary and the order, so both show the same numbers.
 */
export function priceMemberShirts(
  catalog: CatalogSnapshot,
  team: Team,
  members: readonly TeamMember[],
  country: Country,
): { ok: true; shirts: MemberShirt[]; lines: PricedLine[] } | { ok: false; code: 'CHOICE_INVALID' } {
  const shirts: MemberShirt[] = []
  for (const member of members) {
    const design = memberDesign(catalog, team.design, team.openCategories, member.choices)
    if (!design.ok) return { ok: false, code: 'CHOICE_INVALID' }
    const price = unitPrice('shirt', designReferenceCents(catalog, design.state).totalCents, country)
    shirts.push({ member, state: design.state, price })
  }
  const lines: PricedLine[] = shirts.map((shirt) => ({
    key: `team-${shirt.member.id}`,
    type: 'shirt',
    amount: 1,
    unitGrossCents: shirt.price.grossCents,
    vatRate: shirt.price.vatRate,
    shipped: true,
  }))
  return { ok: true, shirts, lines }
}

export function wearerOf(member: Pick<TeamMember, 'firstName' | 'lastName'>) {
  return `${member.firstName} ${member.lastName}`.trim()
}

/** The design as the line describes it: its parts, then the logo embroidery when the team has one. */
function lineDescription(catalog: CatalogSnapshot, team: Team, state: DesignState, locale: Locale) {
  const logo = team.logoPosition ? teamLogoLineTexts[locale](team.logoPosition) : null
  return [describeDesign(catalog, state, locale), logo].filter(Boolean).join(' · ')
}

/**
 * A member's order line: named for the member (the wearer), described with the team's logo
 * embroidery, its German text for the invoice original, design and measurements frozen.
 */
export function memberShirtItem(
  catalog: CatalogSnapshot,
  team: Team,
  shirt: MemberShirt,
  line: { orderId: number; shirtId: number; measure: FrozenMeasure; locale: Locale },
): OrderItemDraft {
  const { locale } = line
  return {
    orderId: line.orderId,
    type: 'shirt',
    name: cartTexts[locale].shirt,
    description: lineDescription(catalog, team, shirt.state, locale),
    invoiceText:
      locale === 'de'
        ? null
        : { name: cartTexts.de.shirt, description: lineDescription(catalog, team, shirt.state, 'de') },
    amount: 1,
    unitGrossCents: shirt.price.grossCents,
    vatRate: shirt.price.vatRate,
    lineGrossCents: shirt.price.grossCents,
    withdrawal: withdrawalApplies('shirt'),
    shirtId: line.shirtId,
    design: { ...frozenOf(shirt.state), summary: lineDescription(catalog, team, shirt.state, locale) },
    measure: line.measure,
    wearer: wearerOf(shirt.member),
  }
}
