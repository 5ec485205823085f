import { addVariant, adminProductList, setProduct, setVariant } from '#core/admin/catalog/accessories.ts'
import { centsToInput } from '#core/admin/catalog/money.ts'
import {
  ProductListSchema,
  ProductUpdateSchema,
  VariantAddSchema,
  VariantUpdateSchema,
} from '#core/admin/catalog/schemas.ts'
import { rowResult } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { ActiveBox, ColourDot, filterLabels, TextField } from '../../admin/catalog/fields.tsx'
import { ProductPhoto } from '../../admin/catalog/product-photo.tsx'
import { productPhotoAction } from '../../admin/catalog/product-photo-action.server.ts'
import { RowForm, SaveRow } from '../../admin/catalog/row-form.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import {
  AdminFilters,
  choices,
  FilterSearch,
  FilterSelect,
  ListCount,
  ListNotice,
} from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/accessories'

const filterNames = ['category', 'q'] as const
const nameFields = ['nameDe', 'nameEn', 'nameFr', 'nameEs'] as const

/**
 * /admin/accessories (admin only): the products of /shop with price and switch, each variant with
 * its own price (empty: the product's) and stock, and a new variant per product.
 */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, { schema: ProductListSchema, filters: filterNames }, async (office, input) => ({
    list: orNotFound(args.request, await adminProductList(office.deps, office.actor, input)),
  }))
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const { deps, actor } = office
  const form = await args.request.formData()
  const photo = await productPhotoAction(office, args.request, form)
  if (photo) return photo
  return catalogAction(
    args.request,
    {
      setProduct: intent(ProductUpdateSchema, 'productId', (input) => setProduct(deps, actor, input)),
      setVariant: intent(VariantUpdateSchema, 'variantId', (input) => setVariant(deps, actor, input)),
      addVariant: intent(VariantAddSchema, 'productId', (input) => addVariant(deps, actor, input)),
    },
    form,
  )
}

export const meta: Route.MetaFunction = () => adminMeta('Accessoires · Accessories')

export default function AdminAccessories({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  const money = (cents: number) => centsToInput(cents, locale === 'de' ? ',' : '.')
  const nameOf = (name: Record<string, string>) => name[locale] ?? name.de ?? ''
  const rowClass = 'grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_8rem_auto]'
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.accessories.title')}</h1>
      <AdminFilters path="/admin/accessories" labels={filterLabels} columns={3} buttons="beside">
        <FilterSelect
          name="category"
          label={t('admin.accessories.category')}
          value={typed.category}
          options={choices(list.categories, (category) => category)}
        />
        <FilterSearch label={t('admin.catalog.search')} value={typed.q} />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.catalog.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.catalog.count', { count: list.total })}</ListCount>
      <ul className="space-y-3">
        {list.products.map((product) => {
          const result = rowResult(actionData, 'setProduct', product.id)
          const adding = rowResult(actionData, 'addVariant', product.id)
          return (
            <li key={product.id} className="rounded-sm border border-chalk bg-white p-3">
              <RowForm
                key={`${product.priceCents}-${product.active}`}
                intent="setProduct"
                id={{ name: 'productId', value: product.id }}
                className={rowClass}
                testId={`product-${product.id}`}
              >
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
                  refused={result.refused}
                  inputMode="decimal"
                />
                <ActiveBox
                  checked={product.active}
                  refused={result.refused}
                  label={t('admin.catalog.active')}
                />
                <SaveRow result={result} />
              </RowForm>
              <ProductPhoto product={product} actionData={actionData} />
              {product.variants.length > 0 ? (
                <h3 className="mt-3 text-xs font-medium text-muted">{t('admin.accessories.variants')}</h3>
              ) : null}
              <ul className="divide-y divide-chalk">
                {product.variants.map((variant) => {
                  const variantResult = rowResult(actionData, 'setVariant', variant.id)
                  return (
                    <li key={`${variant.id}-${variant.priceCents}-${variant.stock}`} className="py-2">
                      <RowForm
                        intent="setVariant"
                        id={{ name: 'variantId', value: variant.id }}
                        className={rowClass}
                        testId={`variant-${variant.id}`}
                      >
                        <p className="flex items-center gap-2">
                          <ColourDot hex={variant.colour} />
                          {nameOf(variant.name)}
                        </p>
                        <TextField
                          name="price"
                          label={t('admin.accessories.variantPrice')}
                          value={variant.priceCents === null ? '' : money(variant.priceCents)}
                          placeholder={money(product.priceCents)}
                          refused={variantResult.refused}
                          inputMode="decimal"
                        />
                        <TextField
                          name="stock"
                          label={t('admin.accessories.stock')}
                          value={String(variant.stock)}
                          refused={variantResult.refused}
                          inputMode="numeric"
                        />
                        <SaveRow result={variantResult} />
                      </RowForm>
                    </li>
                  )
                })}
              </ul>
              <details className="mt-2" open={adding.refused !== null}>
                <summary className="cursor-pointer py-2">{t('admin.accessories.addVariant')}</summary>
                <RowForm
                  intent="addVariant"
                  id={{ name: 'productId', value: product.id }}
                  className="grid items-end gap-2 sm:grid-cols-4"
                >
                  {nameFields.map((name) => (
                    <TextField
                      key={name}
                      name={name}
                      label={t(`admin.catalog.${name}`)}
                      value=""
                      refused={adding.refused}
                    />
                  ))}
                  <TextField
                    name="price"
                    label={t('admin.accessories.variantPrice')}
                    value=""
                    refused={adding.refused}
                    inputMode="decimal"
                  />
                  <TextField
                    name="stock"
                    label={t('admin.accessories.stock')}
                    value="0"
                    refused={adding.refused}
                    inputMode="numeric"
                  />
                  <SaveRow result={adding} label="admin.accessories.add" />
                </RowForm>
              </details>
            </li>
          )
        })}
      </ul>
      <Pager path="/admin/accessories" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
