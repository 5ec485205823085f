import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { adminFabricList } from '#core/admin/fabrics.ts'
import { FabricSearchSchema, priceGroups } from '#core/catalog/fabric-schemas.ts'
import { lowStockMetres } from '#core/catalog/stock.ts'
import { FabricTable } from '../../admin/fabric-table.tsx'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import type { Route } from './+types/fabrics'

const filterNames = ['q', 'group', 'state', 'low'] as const

/**
 * /admin/fabrics (admin only): search (number, name, shelf) and filters (price group, state, low
 * stock) in the URL, paged on the server; stock and shelf in the list, low stock marked.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'catalog')
  const params = new URL(args.request.url).searchParams
  const typed: Record<string, string> = Object.fromEntries(
    filterNames.map((name) => [name, params.get(name) ?? '']),
  )
  const parsed = FabricSearchSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : { page: 1 }
  return {
    locale: office.locale,
    typed,
    badFilter: !parsed.success,
    list: await adminFabricList(office.deps, input),
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Stoffe · Fabrics')

const field = 'min-h-10 w-full rounded-sm border border-chalk bg-white px-2'

export default function AdminFabrics({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  const pageHref = (page: number) => {
    const query = new URLSearchParams(Object.entries(typed).filter(([, value]) => value !== ''))
    query.set('page', String(page))
    return `/admin/fabrics?${query}`
  }
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="font-serif text-2xl">{t('admin.fabrics.title')}</h1>
        <Link to="/admin/fabrics/new" className={buttonClass('sm', 'primary')}>
          {t('admin.fabrics.new')}
        </Link>
      </div>
      <Form
        method="get"
        role="search"
        className="grid gap-2 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-5"
      >
        <label className="sm:col-span-2">
          <span className="block text-xs text-muted">{t('admin.fabrics.search')}</span>
          <input
            name="q"
            type="search"
            defaultValue={typed.q}
            placeholder={t('admin.fabrics.searchHint')}
            className={field}
          />
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.fabrics.group')}</span>
          <select name="group" defaultValue={typed.group} className={field}>
            <option value="">{t('admin.fabrics.any')}</option>
            {priceGroups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.fabrics.state')}</span>
          <select name="state" defaultValue={typed.state} className={field}>
            <option value="">{t('admin.fabrics.any')}</option>
            <option value="active">{t('admin.fabrics.active')}</option>
            <option value="inactive">{t('admin.fabrics.inactive')}</option>
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 self-end">
          <input type="checkbox" name="low" value="1" defaultChecked={typed.low === '1'} className="size-5" />
          {t('admin.fabrics.low')} (&lt; {lowStockMetres} m)
        </label>
        <div className="flex gap-2 sm:col-span-5">
          <button type="submit" className={buttonClass('sm', 'primary')}>
            {t('admin.fabrics.apply')}
          </button>
          <Link to="/admin/fabrics" className={buttonClass('sm', 'ghost')}>
            {t('admin.fabrics.reset')}
          </Link>
        </div>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.fabrics.badFilter')}
        </p>
      ) : null}
      <p aria-live="polite" className="text-muted">
        {t('admin.fabrics.count', { count: list.total })}
      </p>
      <FabricTable fabrics={list.fabrics} locale={locale} />
      {list.pages > 1 ? (
        <nav
          aria-label={t('admin.fabrics.page', { page: list.page, pages: list.pages })}
          className="flex items-center gap-3"
        >
          {list.page > 1 ? (
            <Link to={pageHref(list.page - 1)} rel="prev" className={buttonClass('sm', 'secondary')}>
              {t('admin.fabrics.previous')}
            </Link>
          ) : null}
          <span>{t('admin.fabrics.page', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link to={pageHref(list.page + 1)} rel="next" className={buttonClass('sm', 'secondary')}>
              {t('admin.fabrics.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
