import { Form } from 'react-router'
import { centsToInput } from '#core/admin/catalog/money.ts'
import { adminPartList, setPart, setValue } from '#core/admin/catalog/parts.ts'
import {
  PartListSchema,
  PartUpdateSchema,
  ValueListSchema,
  ValueUpdateSchema,
} from '#core/admin/catalog/schemas.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { catalogText } from '#core/catalog/snapshot.ts'
import { formatPrice } from '#core/format.ts'
import { rowResult } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { ActiveBox, ActiveFilter, ColourDot, filterLabels, TextField } from '../../admin/catalog/fields.tsx'
import { RowForm, SaveRow } from '../../admin/catalog/row-form.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { AdminFilters, FilterSearch, FilterSelect, ListNotice } from '../../admin/list/filters.tsx'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/parts'

const filterNames = ['category', 'q', 'active', 'vq'] as const

/**
 * /admin/parts (admin only): every part of the designer with its surcharge and switch, and every
 * attribute value with its surcharge. Filters and both pages live in the URL; a save reaches the
 * designer, the prices and open carts at once (core/admin/catalog/write.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const params = new URL(args.request.url).searchParams
  const typed = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']))
  const raw = { ...typed, page: params.get('page') ?? '', vpage: params.get('vpage') ?? '' }
  const parsed = PartListSchema.extend(ValueListSchema.shape).safeParse(raw)
  const input = parsed.success ? parsed.data : { page: 1, vpage: 1 }
  const catalog = await getCatalog(office.deps.db)
  return {
    locale: office.locale,
    typed,
    badFilter: !parsed.success,
    categories: [...catalog.categories.values()].map((category) => ({
      id: category.id,
      name: catalogText(catalog, 'category', category.id, office.locale).name,
    })),
    list: orNotFound(args.request, await adminPartList(office.deps, office.actor, input, office.locale)),
  }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const { deps, actor } = office
  return catalogAction(args.request, {
    setPart: intent(PartUpdateSchema, 'partId', (input) => setPart(deps, actor, input)),
    setValue: intent(ValueUpdateSchema, 'valueId', (input) => setValue(deps, actor, input)),
  })
}

export const meta: Route.MetaFunction = () => adminMeta('Teile · Parts')

export default function AdminParts({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale, categories } = loaderData
  const euro = (cents: number) => formatPrice(cents / 100, locale)
  const surcharge = (cents: number) => centsToInput(cents, locale === 'de' ? ',' : '.')
  const categoryName = new Map(categories.map((category) => [category.id, category.name]))
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.parts.title')}</h1>
      <p className="text-muted">{t('admin.parts.lead')}</p>
      <AdminFilters path="/admin/parts" labels={filterLabels} columns={4} buttons="beside">
        <FilterSelect
          name="category"
          label={t('admin.parts.category')}
          value={typed.category}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <FilterSearch label={t('admin.catalog.search')} value={typed.q} />
        <ActiveFilter value={typed.active} />
        <input type="hidden" name="vq" value={typed.vq} />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.catalog.badFilter') : null} tone="danger" />
      <section aria-labelledby="parts-heading" className="space-y-2">
        <h2 id="parts-heading" className="font-serif text-xl">
          {t('admin.parts.partsHeading')}{' '}
          <span className="text-sm text-muted">{t('admin.catalog.count', { count: list.total })}</span>
        </h2>
        <ul className="divide-y divide-chalk rounded-sm border border-chalk bg-white">
          {list.parts.map((part) => {
            const result = rowResult(actionData, 'setPart', part.id)
            return (
              <li key={`${part.id}-${part.surchargeCents}-${part.active}`} className="px-3 py-2">
                <RowForm
                  intent="setPart"
                  id={{ name: 'partId', value: part.id }}
                  className="grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_8rem_auto]"
                  testId={`part-${part.id}`}
                >
                  <div>
                    <p className="font-medium">{part.name}</p>
                    <p className="text-xs text-muted">
                      {categoryName.get(part.categoryId) ?? part.categoryId} · #{part.id} ·{' '}
                      {part.surchargeCents > 0 ? euro(part.surchargeCents) : t('admin.parts.noSurcharge')}
                      {part.isDefault ? ` · ${t('admin.parts.default')}` : ''}
                    </p>
                  </div>
                  <TextField
                    name="surcharge"
                    label={t('admin.parts.surcharge')}
                    value={surcharge(part.surchargeCents)}
                    refused={result.refused}
                    inputMode="decimal"
                  />
                  <ActiveBox
                    checked={part.active}
                    refused={result.refused}
                    label={t('admin.catalog.active')}
                  />
                  <SaveRow result={result} />
                </RowForm>
              </li>
            )
          })}
        </ul>
        <Pager
          path="/admin/parts"
          params={{ ...typed, vpage: String(list.valuesPage) }}
          page={list.page}
          pages={list.pages}
        />
      </section>
      <section aria-labelledby="values-heading" className="space-y-2">
        <h2 id="values-heading" className="font-serif text-xl">
          {t('admin.parts.valuesHeading')}{' '}
          <span className="text-sm text-muted">{t('admin.catalog.count', { count: list.valuesTotal })}</span>
        </h2>
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          {(['category', 'q', 'active'] as const).map((name) => (
            <input key={name} type="hidden" name={name} value={typed[name]} />
          ))}
          <FilterSearch name="vq" label={t('admin.parts.valueSearch')} value={typed.vq} />
          <button type="submit" className={buttonClass('sm', 'secondary')}>
            {t('admin.catalog.apply')}
          </button>
        </Form>
        <ul className="divide-y divide-chalk rounded-sm border border-chalk bg-white">
          {list.values.map((value) => {
            const result = rowResult(actionData, 'setValue', value.id)
            return (
              <li key={`${value.id}-${value.surchargeCents}`} className="px-3 py-2">
                <RowForm
                  intent="setValue"
                  id={{ name: 'valueId', value: value.id }}
                  className="grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_auto]"
                  testId={`value-${value.id}`}
                >
                  <p className="flex items-center gap-2">
                    <ColourDot hex={value.hex} />
                    <span className="font-medium">{value.name}</span>
                    <span className="text-xs text-muted">#{value.id}</span>
                  </p>
                  <TextField
                    name="surcharge"
                    label={t('admin.parts.surcharge')}
                    value={surcharge(value.surchargeCents)}
                    refused={result.refused}
                    inputMode="decimal"
                  />
                  <SaveRow result={result} />
                </RowForm>
              </li>
            )
          })}
        </ul>
        <Pager
          path="/admin/parts"
          params={{ ...typed, page: String(list.page) }}
          name="vpage"
          page={list.valuesPage}
          pages={list.valuesPages}
        />
      </section>
    </div>
  )
}
