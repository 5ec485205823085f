import { Link } from 'react-router'
import { adminFabricList } from '#core/admin/fabrics.ts'
import { FabricSearchSchema, priceGroups } from '#core/catalog/fabric-schemas.ts'
import { lowStockMetres } from '#core/catalog/stock.ts'
import { FabricTable } from '../../admin/fabric-table.tsx'
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
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/fabrics'

const filterNames = ['q', 'group', 'state', 'low'] as const

/**
 * /admin/fabrics (admin only): search (number, name, shelf) and filters (price group, state, low
 * stock) in the URL, paged on the server; stock and shelf in the list, low stock marked.
 */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, { schema: FabricSearchSchema, filters: filterNames }, async (office, input) => ({
    list: orNotFound(args.request, await adminFabricList(office.deps, office.actor, input)),
  }))
}

export const meta: Route.MetaFunction = () => adminMeta('Stoffe · Fabrics')

export default function AdminFabrics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-serif text-2xl">{t('admin.fabrics.title')}</h1>
        <Link to="/admin/fabrics/new" className={buttonClass('sm', 'primary')}>
          {t('admin.fabrics.new')}
        </Link>
      </div>
      <AdminFilters path="/admin/fabrics" columns={5}>
        <FilterSearch
          label={t('admin.fabrics.search')}
          value={typed.q}
          placeholder={t('admin.fabrics.searchHint')}
          className="sm:col-span-2"
        />
        <FilterSelect
          name="group"
          label={t('admin.fabrics.group')}
          value={typed.group}
          options={choices(priceGroups, (group) => group)}
        />
        <FilterSelect
          name="state"
          label={t('admin.fabrics.state')}
          value={typed.state}
          options={choices(['active', 'inactive'] as const, (state) => t(`admin.fabrics.${state}`))}
        />
        <label className="flex min-h-10 items-center gap-2 self-end">
          <input type="checkbox" name="low" value="1" defaultChecked={typed.low === '1'} className="size-5" />
          {t('admin.fabrics.low')} (&lt; {lowStockMetres} m)
        </label>
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.fabrics.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.fabrics.count', { count: list.total })}</ListCount>
      <FabricTable fabrics={list.fabrics} locale={locale} />
      <Pager path="/admin/fabrics" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
