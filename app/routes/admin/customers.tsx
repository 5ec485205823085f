import { adminCustomerList } from '#core/admin/customers/read.ts'
import { CustomerSearchSchema } from '#core/admin/customers/schemas.ts'
import { CustomerTable } from '../../admin/customers/customer-table.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import {
  AdminFilters,
  choices,
  FilterSearch,
  FilterSelect,
  ListCount,
  ListNotice,
} from '../../admin/list/filters.tsx'
import { Pager } from '../../admin/list/pager.tsx'
import { typedParams } from '../../admin/list/url.ts'
import { adminMeta } from '../../admin/meta.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/customers'

const filterNames = ['q', 'state', 'sort', 'dir'] as const

/**
 * /admin/customers (admin only): search by name or email, filter blocked accounts, sort by
 * column; all of it in the address, the server pages the list.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const typed = typedParams(args.request, filterNames)
  const params = new URL(args.request.url).searchParams
  const parsed = CustomerSearchSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : CustomerSearchSchema.parse({})
  const done = params.get('done')
  return {
    locale: office.locale,
    typed,
    sort: input.sort,
    dir: input.dir,
    badFilter: !parsed.success,
    done: done === 'erased' || done === 'anonymised' ? done : null,
    list: orNotFound(args.request, await adminCustomerList(office.deps, office.actor, input)),
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Kunden · Customers')

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale, sort, dir } = loaderData
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.customers.title')}</h1>
      <ListNotice message={loaderData.done ? t(`admin.customers.${loaderData.done}`) : null} tone="success" />
      <AdminFilters
        path="/admin/customers"
        hidden={{ sort: typed.sort ?? '', dir: typed.dir ?? '' }}
        columns={4}
      >
        <FilterSearch
          label={t('admin.customers.search')}
          value={typed.q}
          placeholder={t('admin.customers.searchHint')}
          className="sm:col-span-2"
        />
        <FilterSelect
          name="state"
          label={t('admin.customers.state')}
          value={typed.state}
          options={choices(['active', 'blocked'] as const, (state) => t(`admin.customers.${state}`))}
        />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.customers.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.customers.count', { count: list.total })}</ListCount>
      <CustomerTable list={list} locale={locale} sorting={{ typed, sort, dir }} />
      <Pager path="/admin/customers" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
