import { Link } from 'react-router'
import { listServiceTickets } from '#core/service/tickets.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireCustomer } from '../../lib/guards.server.ts'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { createFromForm, emptyValues, orderChoices } from '../../service/service.server.ts'
import { ServiceHelp, TicketForm, TicketList } from '../../service/service-ui.tsx'
import type { Route } from './+types/aftersale'

/**
 * /aftersale: alterations, complaints and remakes of ordered shirts; login required, starting
 * from an order (?order= preselects one, as the order page links here).
 */
export async function loader(args: Route.LoaderArgs) {
  requireCustomer(args)
  const shop = args.context.get(shopContext)
  const session = shop.session
  const orders = await orderChoices(args)
  const asked = new URL(args.request.url).searchParams.get('order') ?? ''
  const orderId = orders.some((order) => String(order.orderId) === asked) ? asked : ''
  return {
    meta: messagesMeta(args.request, 'aftersale'),
    orders,
    values: emptyValues('aftersale', orderId),
    tickets: session ? await listServiceTickets(shop.deps, session, { kind: 'aftersale' }) : [],
  }
}

export function action(args: Route.ActionArgs) {
  requireCustomer(args)
  return createFromForm(args, 'aftersale')
}

export const meta = routeMeta

export default function AftersalePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { orders, tickets } = loaderData
  return (
    <div>
      <p className="mb-4">
        <Link to={to('/service')} className="link">
          ← {t('service.back')}
        </Link>
      </p>
      <PageIntro title={t('pages.aftersale.title')} lead={t('pages.aftersale.lead')} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <section aria-labelledby="aftersale-new" className="mb-12">
            <h2 id="aftersale-new" className="mb-5 text-2xl">
              {t('service.aftersale.startTitle')}
            </h2>
            {orders.length === 0 ? (
              <p className="rounded-sm bg-linen px-4 py-6">
                {t('service.aftersale.noOrders')}{' '}
                <Link to={to('/service/new')} className="link">
                  {t('pages.serviceNew.title')}
                </Link>
              </p>
            ) : (
              <TicketForm
                kind="aftersale"
                values={actionData?.values ?? loaderData.values}
                fields={actionData?.fields ?? {}}
                alert={actionData?.alert ?? null}
                orders={orders}
                guest={false}
              />
            )}
          </section>
          {tickets.length > 0 ? (
            <TicketList tickets={tickets} title={t('service.aftersale.listTitle')} />
          ) : null}
        </div>
        <ServiceHelp />
      </div>
    </div>
  )
}
