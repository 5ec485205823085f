import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { OrderSearchSchema } from '#core/admin/order-schemas.ts'
import { adminOrderList } from '#core/admin/orders.ts'
import { orderStates, paymentMethods } from '#core/orders/rules.ts'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { OrderTable } from '../../admin/order-table.tsx'
import { buttonClass } from '../../components/button.tsx'
import type { Route } from './+types/orders'

const filterNames = ['q', 'status', 'payment', 'from', 'to'] as const

/**
 * /admin/orders: search (number, email, name) and filters (state, payment, days) live in the URL,
 * the server pages the list. A filter that does not parse is dropped with a notice; the form keeps
 * what was typed.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'orders')
  const params = new URL(args.request.url).searchParams
  const typed = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']))
  const parsed = OrderSearchSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : { page: 1 }
  return {
    locale: office.locale,
    typed,
    badFilter: !parsed.success,
    list: await adminOrderList(office.deps, input),
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Bestellungen · Orders')

const field = 'min-h-10 w-full rounded-sm border border-chalk bg-white px-2'

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  const pageHref = (page: number) => {
    const query = new URLSearchParams(Object.entries(typed).filter(([, value]) => value !== ''))
    query.set('page', String(page))
    return `/admin/orders?${query}`
  }
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.orders.title')}</h1>
      <Form
        method="get"
        className="grid gap-2 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-6"
        role="search"
      >
        <label className="sm:col-span-2">
          <span className="block text-xs text-muted">{t('admin.orders.search')}</span>
          <input
            name="q"
            type="search"
            defaultValue={typed.q}
            placeholder={t('admin.orders.searchHint')}
            className={field}
          />
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.orders.status')}</span>
          <select name="status" defaultValue={typed.status} className={field}>
            <option value="">{t('admin.orders.any')}</option>
            {orderStates.map((state) => (
              <option key={state} value={state}>
                {t(`admin.status.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.orders.payment')}</span>
          <select name="payment" defaultValue={typed.payment} className={field}>
            <option value="">{t('admin.orders.any')}</option>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {t(`admin.method.${method}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.orders.from')}</span>
          <input name="from" type="date" defaultValue={typed.from} className={field} />
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.orders.to')}</span>
          <input name="to" type="date" defaultValue={typed.to} className={field} />
        </label>
        <div className="flex gap-2 sm:col-span-6">
          <button type="submit" className={buttonClass('sm', 'primary')}>
            {t('admin.orders.apply')}
          </button>
          <Link to="/admin/orders" className={buttonClass('sm', 'ghost')}>
            {t('admin.orders.reset')}
          </Link>
        </div>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.orders.badFilter')}
        </p>
      ) : null}
      <p aria-live="polite" className="text-muted">
        {t('admin.orders.count', { count: list.total })}
      </p>
      <OrderTable orders={list.orders} locale={locale} />
      {list.pages > 1 ? (
        <nav
          aria-label={t('admin.orders.page', { page: list.page, pages: list.pages })}
          className="flex items-center gap-3"
        >
          {list.page > 1 ? (
            <Link to={pageHref(list.page - 1)} rel="prev" className={buttonClass('sm', 'secondary')}>
              {t('admin.orders.previous')}
            </Link>
          ) : null}
          <span>{t('admin.orders.page', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link to={pageHref(list.page + 1)} rel="next" className={buttonClass('sm', 'secondary')}>
              {t('admin.orders.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
