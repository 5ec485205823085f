import { OrderSearchSchema } from '#core/admin/order-schemas.ts'
import { adminOrderList } from '#core/admin/orders.ts'
import { paymentMethods } from '#core/orders/rules.ts'
import { orderStates } from '#core/orders/transitions.ts'
import { orNotFound } from '../../admin/guard.server.ts'
import {
  AdminFilters,
  choices,
  FilterSearch,
  FilterSelect,
  fieldClass,
  ListCount,
  ListNotice,
} from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { OrderTable } from '../../admin/order-table.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/orders'

const filterNames = ['q', 'status', 'payment', 'from', 'to'] as const

/**
 * /admin/orders: search (number, email, name) and filters (state, payment, days) live in the URL,
 * the server pages the list. A filter that does not parse is dropped with a notice; the form keeps
 * what was typed.
 */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, { schema: OrderSearchSchema, filters: filterNames }, async (office, input) => ({
    list: orNotFound(args.request, await adminOrderList(office.deps, office.actor, input)),
  }))
}

export const meta: Route.MetaFunction = () => adminMeta('Bestellungen · Orders')

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.orders.title')}</h1>
      <AdminFilters path="/admin/orders" columns={6}>
        <FilterSearch
          label={t('admin.orders.search')}
          value={typed.q}
          placeholder={t('admin.orders.searchHint')}
          className="sm:col-span-2"
        />
        <FilterSelect
          name="status"
          label={t('admin.orders.status')}
          value={typed.status}
          options={choices(orderStates, (state) => t(`admin.status.${state}`))}
        />
        <FilterSelect
          name="payment"
          label={t('admin.orders.payment')}
          value={typed.payment}
          options={choices(paymentMethods, (method) => t(`admin.method.${method}`))}
        />
        <label>
          <span className="block text-xs text-muted">{t('admin.orders.from')}</span>
          <input name="from" type="date" defaultValue={typed.from} className={fieldClass} />
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.orders.to')}</span>
          <input name="to" type="date" defaultValue={typed.to} className={fieldClass} />
        </label>
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.orders.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.orders.count', { count: list.total })}</ListCount>
      <OrderTable orders={list.orders} locale={locale} />
      <Pager path="/admin/orders" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
