import { Form } from 'react-router'
import { centsToInput } from '#core/admin/catalog/money.ts'
import { adminPrices, setPrices } from '#core/admin/catalog/prices.ts'
import { PricesUpdateSchema } from '#core/admin/catalog/schemas.ts'
import { package7Figures } from '#core/cart/package7-offer.ts'
import { formatPrice } from '#core/format.ts'
import { typedInto } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { RowMessage, TextField } from '../../admin/catalog/fields.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/prices'

/**
 * /admin/prices (admin only): the base price of each fabric price group and the 7-shirt package
 * price. /stoffe, the designer, /7er (text and builder), the cart, the order and the invoice follow
 * at once; open carts show the new price with the price-change notice.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const prices = orNotFound(args.request, await adminPrices(office.deps, office.actor))
  return { locale: office.locale, prices, figures: package7Figures(prices) }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  return catalogAction(args.request, {
    setPrices: intent(PricesUpdateSchema, 'intent', (input) => setPrices(office.deps, office.actor, input)),
  })
}

export const meta: Route.MetaFunction = () => adminMeta('Preise · Prices')

export default function AdminPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { prices, locale, figures } = loaderData
  const money = (cents: number) => centsToInput(cents, locale === 'de' ? ',' : '.')
  const euro = (cents: number) => formatPrice(cents / 100, locale)
  const refused = typedInto(actionData, 'setPrices', 'setPrices')
  const saved = actionData?.ok === true
  return (
    <div className="max-w-3xl space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.prices.title')}</h1>
      <p className="text-muted">{t('admin.prices.lead')}</p>
      <Form
        key={JSON.stringify(prices)}
        method="post"
        className="space-y-4 rounded-sm border border-chalk bg-white p-4"
        data-testid="prices-form"
      >
        <input type="hidden" name="intent" value="setPrices" />
        <fieldset className="grid gap-2 sm:grid-cols-4">
          <legend className="mb-1 font-medium">{t('admin.prices.groups')}</legend>
          {(['A', 'B', 'C', 'D'] as const).map((group) => (
            <TextField
              key={group}
              name={`group${group}`}
              label={t('admin.prices.group', { group })}
              value={money(prices.groups[group])}
              refused={refused}
              inputMode="decimal"
            />
          ))}
        </fieldset>
        <fieldset className="grid gap-2 sm:grid-cols-4">
          <legend className="mb-1 font-medium">{t('admin.prices.package')}</legend>
          <TextField
            name="package7"
            label={t('admin.prices.packagePrice')}
            value={money(prices.package7Cents)}
            refused={refused}
            inputMode="decimal"
          />
          <p className="text-xs text-muted sm:col-span-3 sm:self-end">
            {t('admin.prices.packageNote', {
              sevenB: euro(figures.sevenB ?? 0),
              sevenA: euro(figures.sevenA ?? 0),
              saving: euro(figures.savingSevenB ?? 0),
            })}
          </p>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass('md', 'primary')}>
            {t('admin.catalog.save')}
          </button>
          <RowMessage refused={refused} saved={saved} />
        </div>
      </Form>
    </div>
  )
}
