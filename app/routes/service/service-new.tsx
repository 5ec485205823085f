import { Link } from 'react-router'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { createFromForm, emptyValues, orderChoices } from '../../service/service.server.ts'
import { ServiceHelp, TicketForm } from '../../service/service-ui.tsx'
import type { Route } from './+types/service-new'

/** /service/new: a new request; guests leave their email, customers may name an order and design. */
export async function loader(args: Route.LoaderArgs) {
  const shop = args.context.get(shopContext)
  const orders = await orderChoices(args)
  const asked = new URL(args.request.url).searchParams.get('order') ?? ''
  const orderId = orders.some((order) => String(order.orderId) === asked) ? asked : ''
  const values = emptyValues('service', orderId)
  // From /massnehmen/hemd-einsenden: the request names the shirt sent in.
  if (new URL(args.request.url).searchParams.get('about') === 'send-in') {
    values.subject = requestLocale(args.request).t('measuring.sendIn.serviceSubject')
  }
  return {
    meta: messagesMeta(args.request, 'serviceNew'),
    orders,
    values,
    guest: !shop.session?.customer,
  }
}

export function action(args: Route.ActionArgs) {
  return createFromForm(args, 'service')
}

export const meta = routeMeta

export default function ServiceNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <div>
      <p className="mb-4">
        <Link to={to('/service')} className="link">
          ← {t('service.back')}
        </Link>
      </p>
      <PageIntro title={t('pages.serviceNew.title')} lead={t('pages.serviceNew.lead')} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <TicketForm
          kind="service"
          values={actionData?.values ?? loaderData.values}
          fields={actionData?.fields ?? {}}
          alert={actionData?.alert ?? null}
          orders={loaderData.orders}
          guest={loaderData.guest}
        />
        <ServiceHelp />
      </div>
    </div>
  )
}
