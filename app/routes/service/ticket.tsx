import { Link, redirect } from 'react-router'
import { pageUrl, splitLocale } from '#config/locale-path.ts'
import { formatDate } from '#core/format.ts'
import { isStaff } from '#core/sessions/staff.ts'
import { Notice } from '../../components/notice.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requireCustomer } from '../../lib/guards.server.ts'
import { requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { FitPromiseNote } from '../../service/fit-promise-note.tsx'
import { replyFromForm, ticketFromParams } from '../../service/service.server.ts'
import { ReplyForm, ServiceHelp, StatusBadge, Thread } from '../../service/service-ui.tsx'
import type { Route } from './+types/ticket'

const notices = ['created', 'replied', 'closed'] as const

function kindOf(request: Request): 'service' | 'aftersale' {
  return splitLocale(pageUrl(request).pathname).path.startsWith('/aftersale') ? 'aftersale' : 'service'
}

/** Staff answer in the back office: the old staff view of a ticket redirects to its inbox page. */
function redirectStaff(args: Route.LoaderArgs | Route.ActionArgs) {
  if (isStaff(args.context.get(shopContext).session) && /^\d{1,10}$/.test(args.params.id))
    throw redirect(`/admin/tickets/${args.params.id}`)
}

/**
 * /service/{id} and /aftersale/{id}: one request of the visitor with its thread, status and the
 * reply form. Someone else's or an unknown id is the route-validation 404; aftersale needs a login.
 */
export async function loader(args: Route.LoaderArgs) {
  redirectStaff(args)
  const kind = kindOf(args.request)
  if (kind === 'aftersale') requireCustomer(args)
  const ticket = await ticketFromParams(args, kind)
  const { t } = requestLocale(args.request)
  const notice = new URL(args.request.url).searchParams.get('notice')
  return {
    meta: {
      title: `${t('service.ticketNumber', { id: ticket.ticketId })}: ${ticket.subject}`,
      description: t(`pages.${kind === 'aftersale' ? 'aftersale' : 'service'}.description`),
    },
    ticket,
    notice: notices.find((entry) => entry === notice) ?? null,
  }
}

export function action(args: Route.ActionArgs) {
  redirectStaff(args)
  if (kindOf(args.request) === 'aftersale') requireCustomer(args)
  return replyFromForm(args)
}

export const meta = routeMeta

export default function TicketPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const { ticket, notice } = loaderData
  const noticeText = {
    created: t('service.created'),
    replied: t('service.replied'),
    closed: t('service.closedDone'),
  }
  return (
    <div>
      <p className="mb-4">
        <Link to={to(ticket.kind === 'aftersale' ? '/aftersale' : '/service')} className="link">
          ← {t('service.back')}
        </Link>
      </p>
      <header className="mb-8 max-w-3xl">
        <p className="mb-2 text-sm font-medium uppercase tracking-[0.14em] text-thread-dark">
          {t('service.ticketNumber', { id: ticket.ticketId })} · {t(`service.kinds.${ticket.kind}`)}
        </p>
        <h1 className="text-[2.1rem] sm:text-5xl">{ticket.subject}</h1>
        <dl className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-ink-soft">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('service.columns.status')}</dt>
            <dd>
              <StatusBadge status={ticket.status} />
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('service.columns.topic')}</dt>
            <dd>{t(`service.topics.${ticket.topic}`)}</dd>
          </div>
          {ticket.orderNumber ? (
            <div>
              <dt className="sr-only">{t('service.form.order')}</dt>
              <dd>
                <Link to={`${to('/dashboard/orders')}?order=${ticket.orderId}`} className="link">
                  {t('service.refersToOrder', { number: ticket.orderNumber })}
                </Link>
              </dd>
            </div>
          ) : null}
          {ticket.shirtId ? (
            <div>
              <dt className="sr-only">{t('service.form.design')}</dt>
              <dd>{t('service.refersToDesign', { id: ticket.shirtId })}</dd>
            </div>
          ) : null}
          <div>
            <dt className="sr-only">{t('service.columns.updated')}</dt>
            <dd>{t('service.openedOn', { date: formatDate(ticket.createdAt, locale) })}</dd>
          </div>
        </dl>
      </header>
      {notice ? <Notice message={noticeText[notice]} /> : null}
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div>
          <FitPromiseNote ticket={ticket} />
          <h2 className="sr-only">{t('service.thread.title')}</h2>
          <Thread ticket={ticket} />
          {ticket.status === 'closed' ? (
            <p className="mt-10 max-w-2xl rounded-sm bg-linen px-4 py-4" data-testid="ticket-closed">
              {t('service.thread.closedInfo')}{' '}
              <Link to={to('/service/new')} className="link">
                {t('service.newButton')}
              </Link>
            </p>
          ) : (
            <ReplyForm
              message={actionData?.message ?? ''}
              fields={actionData?.fields ?? {}}
              alert={actionData?.alert ?? null}
            />
          )}
        </div>
        <ServiceHelp />
      </div>
    </div>
  )
}
