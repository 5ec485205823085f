import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
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
import { typedInto } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { ActiveBox, fieldClass, RowMessage, TextField } from '../../admin/catalog/fields.tsx'
import { Pager } from '../../admin/catalog/pager.tsx'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { formatPrice } from '../../lib/format.ts'
import type { Route } from './+types/parts'

const filterNames = ['category', 'q', 'active', 'vq'] as const

/**
 * /admin/parts (admin only): every part of the designer with its surcharge and switch, and every
 * attribute value with its surcharge. Filters and both pages live in the URL; a save reaches the
 * designer, the prices and open carts at once (core/admin/catalog/write.ts).
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'catalog')
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
    list: await adminPartList(office.deps, input, office.locale),
  }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args, 'catalog')
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
  const categoryName = new Map(categories.map((category) => [category.id, category.name]))
  const saved = (intent: string, id: number) =>
    actionData?.ok === true && actionData.intent === intent && actionData.rowId === String(id)
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.parts.title')}</h1>
      <p className="text-muted">{t('admin.parts.lead')}</p>
      <Form
        method="get"
        role="search"
        className="grid gap-2 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-4"
      >
        <label>
          <span className="block text-xs text-muted">{t('admin.parts.category')}</span>
          <select name="category" defaultValue={typed.category} className={fieldClass}>
            <option value="">{t('admin.catalog.any')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.catalog.search')}</span>
          <input name="q" type="search" defaultValue={typed.q} className={fieldClass} />
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.catalog.activeFilter')}</span>
          <select name="active" defaultValue={typed.active} className={fieldClass}>
            <option value="">{t('admin.catalog.any')}</option>
            <option value="yes">{t('admin.catalog.activeYes')}</option>
            <option value="no">{t('admin.catalog.activeNo')}</option>
          </select>
        </label>
        <input type="hidden" name="vq" value={typed.vq} />
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonClass('sm', 'primary')}>
            {t('admin.catalog.apply')}
          </button>
          <Link to="/admin/parts" className={buttonClass('sm', 'ghost')}>
            {t('admin.catalog.reset')}
          </Link>
        </div>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.catalog.badFilter')}
        </p>
      ) : null}
      <section aria-labelledby="parts-heading" className="space-y-2">
        <h2 id="parts-heading" className="font-serif text-xl">
          {t('admin.parts.partsHeading')}{' '}
          <span className="text-sm text-muted">{t('admin.catalog.count', { count: list.total })}</span>
        </h2>
        <ul className="divide-y divide-chalk rounded-sm border border-chalk bg-white">
          {list.parts.map((part) => {
            const refused = typedInto(actionData, 'setPart', part.id)
            return (
              <li key={`${part.id}-${part.surchargeCents}-${part.active}`} className="px-3 py-2">
                <Form
                  method="post"
                  className="grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_8rem_auto]"
                  data-testid={`part-${part.id}`}
                >
                  <input type="hidden" name="intent" value="setPart" />
                  <input type="hidden" name="partId" value={part.id} />
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
                    value={centsToInput(part.surchargeCents, locale === 'de' ? ',' : '.')}
                    refused={refused}
                    inputMode="decimal"
                  />
                  <ActiveBox checked={part.active} refused={refused} label={t('admin.catalog.active')} />
                  <button type="submit" className={buttonClass('sm', 'secondary')}>
                    {t('admin.catalog.save')}
                  </button>
                  <RowMessage refused={refused} saved={saved('setPart', part.id)} />
                </Form>
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
          <label>
            <span className="block text-xs text-muted">{t('admin.parts.valueSearch')}</span>
            <input name="vq" type="search" defaultValue={typed.vq} className={fieldClass} />
          </label>
          <button type="submit" className={buttonClass('sm', 'secondary')}>
            {t('admin.catalog.apply')}
          </button>
        </Form>
        <ul className="divide-y divide-chalk rounded-sm border border-chalk bg-white">
          {list.values.map((value) => {
            const refused = typedInto(actionData, 'setValue', value.id)
            return (
              <li key={`${value.id}-${value.surchargeCents}`} className="px-3 py-2">
                <Form
                  method="post"
                  className="grid items-end gap-2 sm:grid-cols-[minmax(0,2fr)_9rem_auto]"
                  data-testid={`value-${value.id}`}
                >
                  <input type="hidden" name="intent" value="setValue" />
                  <input type="hidden" name="valueId" value={value.id} />
                  <p className="flex items-center gap-2">
                    {value.hex ? (
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 rounded-full border border-chalk"
                        style={{ backgroundColor: value.hex }}
                      />
                    ) : null}
                    <span className="font-medium">{value.name}</span>
                    <span className="text-xs text-muted">#{value.id}</span>
                  </p>
                  <TextField
                    name="surcharge"
                    label={t('admin.parts.surcharge')}
                    value={centsToInput(value.surchargeCents, locale === 'de' ? ',' : '.')}
                    refused={refused}
                    inputMode="decimal"
                  />
                  <button type="submit" className={buttonClass('sm', 'secondary')}>
                    {t('admin.catalog.save')}
                  </button>
                  <RowMessage refused={refused} saved={saved('setValue', value.id)} />
                </Form>
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
