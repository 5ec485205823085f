import { adminCustomerList } from '#core/admin/customers/read.ts'
import { CustomerSearchSchema } from '#core/admin/customers/schemas.ts'
import { CustomerTable } from '../../admin/customers/customer-table.tsx'
import { orNotFound } from '../../admin/guard.server.ts'
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
import type { Route } from './+types/customers'

const filterNames = ['q', 'state', 'sort', 'dir'] as const

/**
 * /admin/customers (admin only): search by name or email, filter blocked accounts, sort by
 * column; all of it in the address, the server pages the list.
 */
export function loader(args: Route.LoaderArgs) {
  const done = new URL(args.request.url).searchParams.get('done')
  return loadAdminList(
    args,
    { schema: CustomerSearchSchema, filters: filterNames },
    async (office, input) => ({
      sort: input.sort,
      dir: input.dir,
      done: done === 'erased' || done === 'anonymised' ? done : null,
      list: orNotFound(args.request, await adminCustomerList(office.deps, office.actor, input)),
    }),
  )
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
