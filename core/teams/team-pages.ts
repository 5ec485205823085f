import { countCustomerOrders } from '#db/queries/cart.ts'
import { getCatalog } from '../catalog/catalog-cache.ts'
import { offeredPaymentMethods, paymentSetting } from '../orders/payment.ts'
import { effectiveCountry } from '../sessions/rules.ts'
import type { ShirtContext } from '../shirts/context.ts'
import { describeOwnedDesigns } from '../shirts/read-shirts.ts'
import { openableCategoryIds } from './rules.ts'
import { openChoices } from './team-orders.ts'

/** What the organiser's form offers: their own designs and the categories a team may leave open. */
export async function teamFormOptions(context: ShirtContext) {
  const designs = await describeOwnedDesigns(context, [0, 1, 2])
  const catalog = await getCatalog(context.deps.db)
  return {
    designs: Object.entries(designs).map(([shirtId, summary]) => ({ shirtId: Number(shirtId), summary })),
    openable: openChoices(catalog, openableCategoryIds, context.locale).map(({ categoryId, name }) => ({
      categoryId,
      name,
    })),
  }
}

/** How the organiser can pay the team's order: the checkout's methods, to the delivery country. */
export async function teamCheckoutOptions(context: ShirtContext) {
  const history = context.customer
    ? await countCustomerOrders(context.deps.db, context.customer.id)
    : { paid: 0 }
  const country = effectiveCountry(context.session)
  return {
    paymentMethods: offeredPaymentMethods(paymentSetting(context.deps.env, history.paid)),
    countryCode: country.countryCode,
  }
}
