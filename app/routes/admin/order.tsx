import { data, Link } from 'react-router'
import { isForbidden } from '#core/access/permissions.ts'
import { OrderNoteSchema, OrderStepSchema } from '#core/admin/order-schemas.ts'
import { changeOrderState } from '#core/admin/order-steps.ts'
import { addOrderNote, adminOrderDetail } from '#core/admin/orders.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { OrderEInvoice } from '../../admin/order-e-invoice.tsx'
import { OrderFacts } from '../../admin/order-facts.tsx'
import { OrderNotes } from '../../admin/order-notes.tsx'
import { OrderSteps } from '../../admin/order-steps.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/order'

/** /admin/orders/:orderId: everything about one order, its next steps and the internal notes. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const orderId = OrderStepSchema.shape.orderId.safeParse(args.params.orderId)
  const order = orderId.success
    ? orNotFound(args.request, await adminOrderDetail(office.deps, office.actor, orderId.data, office.locale))
    : null
  if (!order) pageNotFound(args.request)
  return { order, locale: office.locale }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? loaded.order.order.number : 'Bestellung')

/**
 * The two forms of the page, validated with the API's schemas; a refusal answers with its
 * status and `reason` and hands back what was typed.
 */
export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const form = Object.fromEntries(await args.request.formData())
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, String(value)]))
  const refuse = (status: number, reason: string, field?: string) =>
    data({ ok: false as const, intent: values.intent, reason, field, values }, { status })
  if (values.intent === 'note') {
    const input = OrderNoteSchema.safeParse({ ...values, orderId: args.params.orderId })
    if (!input.success) return refuse(400, 'BAD_INPUT', 'body')
    const added = orNotFound(args.request, await addOrderNote(office.deps, office.actor, input.data))
    return added.ok ? { ok: true as const, intent: 'note', status: null } : refuse(404, 'NOT_FOUND')
  }
  const input = OrderStepSchema.safeParse({ ...values, orderId: args.params.orderId })
  if (!input.success) {
    const field = input.error.issues[0]?.path[0]
    return refuse(400, field === 'trackingNumber' ? 'BAD_INPUT' : 'BAD_INPUT', String(field ?? ''))
  }
  const moved = await changeOrderState(office.deps, office.actor, input.data, office.origin)
  // A step this role may not take (a refund by staff) is refused on a page the role may see.
  if (isForbidden(moved)) return refuse(403, 'NOT_PERMITTED')
  if (moved.ok) return { ok: true as const, intent: 'step', status: moved.to }
  if (moved.code === 'NOT_FOUND') pageNotFound(args.request)
  return refuse(moved.code === 'TRACKING_REQUIRED' ? 400 : 409, moved.code)
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { order, locale } = loaderData
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/orders">← {t('admin.order.back')}</Link>
      </p>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-serif text-2xl">{t('admin.order.title', { number: order.order.number })}</h1>
        <span className="rounded-full border border-ink px-2 py-0.5 text-xs">
          {t(`admin.status.${order.order.status}`)}
        </span>
        <span className="text-xs text-muted">{t('admin.order.version', { version: order.version })}</span>
        {/* The production sheet is built beside this page; its route answers here. */}
        <a
          href={`/admin/orders/${order.order.orderId}/sheet.pdf`}
          className="ml-auto underline"
          data-slot="production-sheet"
        >
          {t('admin.order.sheet')}
        </a>
      </header>
      <OrderSteps order={order} actionData={actionData} />
      <OrderEInvoice order={order} />
      <OrderFacts order={order} locale={locale} />
      <OrderNotes order={order} actionData={actionData} locale={locale} />
    </div>
  )
}
