import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { ticketStatuses } from '#core/admin/inbox-rules.ts'
import { TicketSearchSchema } from '#core/admin/inbox-schemas.ts'
import { adminTicketList, backOfficeStaff } from '#core/admin/tickets.ts'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { Pager } from '../../admin/inbox/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { TicketTable } from '../../admin/tickets/ticket-table.tsx'
import { buttonClass } from '../../components/button.tsx'
import type { Route } from './+types/tickets'

const filterNames = ['status', 'assignee', 'kind'] as const

/**
 * /admin/tickets: the service and after-sales inbox, newest activity first. The filters (state,
 * assignee, kind) live in the URL and the server pages the list; a filter that does not parse
 * is dropped with a notice.
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'tickets')
  const params = new URL(args.request.url).searchParams
  const typed = Object.fromEntries(filterNames.map((name) => [name, params.get(name) ?? '']))
  const parsed = TicketSearchSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : { page: 1 }
  const [list, staff] = await Promise.all([
    adminTicketList(office.deps, office.actor, input),
    backOfficeStaff(office.deps),
  ])
  return { locale: office.locale, typed, badFilter: !parsed.success, list, staff }
}

export const meta: Route.MetaFunction = () => adminMeta('Anfragen · Requests')

const field = 'min-h-10 w-full rounded-sm border border-chalk bg-white px-2'

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale, staff } = loaderData
  return (
    <div className="space-y-4">
      <div>
        <h1 className="font-serif text-2xl">{t('admin.tickets.title')}</h1>
        <p className="text-muted">{t('admin.tickets.lead')}</p>
      </div>
      <Form
        method="get"
        className="grid gap-2 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-4 sm:items-end"
        role="search"
      >
        <label>
          <span className="block text-xs text-muted">{t('admin.tickets.status')}</span>
          <select name="status" defaultValue={typed.status} className={field}>
            <option value="">{t('admin.inbox.any')}</option>
            {ticketStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.tickets.state.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.tickets.assignee')}</span>
          <select name="assignee" defaultValue={typed.assignee} className={field}>
            <option value="">{t('admin.inbox.any')}</option>
            <option value="me">{t('admin.tickets.me')}</option>
            <option value="none">{t('admin.tickets.nobody')}</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="block text-xs text-muted">{t('admin.tickets.kind')}</span>
          <select name="kind" defaultValue={typed.kind} className={field}>
            <option value="">{t('admin.inbox.any')}</option>
            {(['service', 'aftersale'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`admin.tickets.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </label>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass('sm', 'primary')}>
            {t('admin.inbox.apply')}
          </button>
          <Link to="/admin/tickets" className={buttonClass('sm', 'ghost')}>
            {t('admin.inbox.reset')}
          </Link>
        </div>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.inbox.badFilter')}
        </p>
      ) : null}
      <p aria-live="polite" className="text-muted">
        {t('admin.tickets.count', { count: list.total })}
      </p>
      <TicketTable tickets={list.tickets} locale={locale} />
      <Pager path="/admin/tickets" filters={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
