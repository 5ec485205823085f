import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { addVariant, adminProductList, setProduct, setVariant } from '#core/admin/catalog/accessories.ts'
import { centsToInput } from '#core/admin/catalog/money.ts'
import {
  ProductListSchema,
  ProductUpdateSchema,
  VariantAddSchema,
  VariantUpdateSchema,
} from '#core/admin/catalog/schemas.ts'
import { typedInto } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { ActiveBox, fieldClass, RowMessage, TextField } from '../../admin/catalog/fields.tsx'
import { Pager } from '../../admin/catalog/pager.tsx'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import type { Route } from './+types/accessories'

const filterNames = ['category', 'q'] as const
const nameFields = ['nameDe', 'nameEn', 'nameFr', 'nameEs'] as const

/**
 * /admin/accessories (admin only): the products of /shop with price and switch, each variant with
 * its own price (empty: the product's) and stock, and a new variant per product.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'catalog')
  const params = new URL(args.request.url).searchParams
  const typed = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']))
  const parsed = ProductListSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : { page: 1 }
  return {
    locale: office.locale,
    typed,
    badFilter: !parsed.success,
    list: await adminProductList(office.deps, input),
  }
}

export async function action(args: Route.ActionArgs) {
  const { deps, actor } = requireBackOffice(args, 'catalog')
  return catalogAction(args.request, {
    setProduct: intent(ProductUpdateSchema, 'productId', (input) => setProduct(deps, actor, input)),
    setVariant: intent(VariantUpdateSchema, 'variantId', (input) => setVariant(deps, actor, input)),
    addVariant: intent(VariantAddSchema, 'productId', (input) => addVariant(deps, actor, input)),
  })
}

export const meta: Route.MetaFunction = () => adminMeta('Accessoires · Accessories')

export default function AdminAccessories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  const money = (cents: number) => centsToInput(cents, locale === 'de' ? ',' : '.')
  const nameOf = (name: Record<string, string>) => name[locale] ?? name.de ?? ''
  const saved = (intent: string, id: number) =>
    actionData?.ok === true && actionData.intent === intent && actionData.rowId === String(id)
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.accessories.title')}</h1>
      <Form
        method="get"
        role="search"
        className="grid gap-2 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-3"
      >
        <label>
          <span className="block text-xs text-muted">{t('admin.accessories.category')}</span>
          <select name="category" defaultValue={typed.category} className={fieldClass}>
            <option value="">{t('admin.catalog.any')}</option>
            {list.categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.catalog.search')}</span>
          <input name="q" type="search" defaultValue={typed.q} className={fieldClass} />
        </label>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass('sm', 'primary')}>
            {t('admin.catalog.apply')}
          </button>
          <Link to="/admin/accessories" className={buttonClass('sm', 'ghost')}>
            {t('admin.catalog.reset')}
          </Link>
        </div>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.catalog.badFilter')}
        </p>
      ) : null}
      <p aria-live="polite" className="text-muted">
        {t('admin.catalog.count', { count: list.total })}
      </p>
      <ul className="space-y-3">
        {list.products.map((product) => {
          const refused = typedInto(actionData, 'setProduct', product.id)
          const adding = typedInto(actionData, 'addVariant', product.id)
          return (
            <li key={product.id} className="rounded-sm border border-chalk bg-white p-3">
              <Form
                key={`${product.priceCents}-${product.active}`}
                method="post"
                className="grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_8rem_auto]"
                data-testid={`product-${product.id}`}
              >
                <input type="hidden" name="intent" value="setProduct" />
                <input type="hidden" name="productId" value={product.id} />
                <div>
                  <h2 className="font-serif text-lg">{nameOf(product.name)}</h2>
                  <p className="text-xs text-muted">
                    {product.category} · {product.slug}
                  </p>
                </div>
                <TextField
                  name="price"
                  label={t('admin.accessories.price')}
                  value={money(product.priceCents)}
                  refused={refused}
                  inputMode="decimal"
                />
                <ActiveBox checked={product.active} refused={refused} label={t('admin.catalog.active')} />
                <button type="submit" className={buttonClass('sm', 'secondary')}>
                  {t('admin.catalog.save')}
                </button>
                <RowMessage refused={refused} saved={saved('setProduct', product.id)} />
              </Form>
              {product.variants.length > 0 ? (
                <h3 className="mt-3 text-xs font-medium text-muted">{t('admin.accessories.variants')}</h3>
              ) : null}
              <ul className="divide-y divide-chalk">
                {product.variants.map((variant) => {
                  const refusedVariant = typedInto(actionData, 'setVariant', variant.id)
                  return (
                    <li key={`${variant.id}-${variant.priceCents}-${variant.stock}`} className="py-2">
                      <Form
                        method="post"
                        className="grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_8rem_auto]"
                        data-testid={`variant-${variant.id}`}
                      >
                        <input type="hidden" name="intent" value="setVariant" />
                        <input type="hidden" name="variantId" value={variant.id} />
                        <p className="flex items-center gap-2">
                          {variant.colour ? (
                            <span
                              aria-hidden="true"
                              className="inline-block size-4 rounded-full border border-chalk"
                              style={{ backgroundColor: variant.colour }}
                            />
                          ) : null}
                          {nameOf(variant.name)}
                        </p>
                        <TextField
                          name="price"
                          label={t('admin.accessories.variantPrice')}
                          value={variant.priceCents === null ? '' : money(variant.priceCents)}
                          placeholder={money(product.priceCents)}
                          refused={refusedVariant}
                          inputMode="decimal"
                        />
                        <TextField
                          name="stock"
                          label={t('admin.accessories.stock')}
                          value={String(variant.stock)}
                          refused={refusedVariant}
                          inputMode="numeric"
                        />
                        <button type="submit" className={buttonClass('sm', 'secondary')}>
                          {t('admin.catalog.save')}
                        </button>
                        <RowMessage refused={refusedVariant} saved={saved('setVariant', variant.id)} />
                      </Form>
                    </li>
                  )
                })}
              </ul>
              <details className="mt-2" open={adding !== null}>
                <summary className="cursor-pointer py-2">{t('admin.accessories.addVariant')}</summary>
                <Form method="post" className="grid items-end gap-2 sm:grid-cols-4">
                  <input type="hidden" name="intent" value="addVariant" />
                  <input type="hidden" name="productId" value={product.id} />
                  {nameFields.map((name) => (
                    <TextField
                      key={name}
                      name={name}
                      label={t(`admin.catalog.${name}`)}
                      value=""
                      refused={adding}
                    />
                  ))}
                  <TextField
                    name="price"
                    label={t('admin.accessories.variantPrice')}
                    value=""
                    refused={adding}
                    inputMode="decimal"
                  />
                  <TextField
                    name="stock"
                    label={t('admin.accessories.stock')}
                    value="0"
                    refused={adding}
                    inputMode="numeric"
                  />
                  <button type="submit" className={buttonClass('sm', 'secondary')}>
                    {t('admin.accessories.add')}
                  </button>
                  <RowMessage refused={adding} saved={saved('addVariant', product.id)} />
                </Form>
              </details>
            </li>
          )
        })}
      </ul>
      <Pager path="/admin/accessories" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
