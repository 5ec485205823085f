import { ticketStatuses } from '#core/admin/inbox-rules.ts'
import { TicketSearchSchema } from '#core/admin/inbox-schemas.ts'
import { adminTicketList, backOfficeStaff } from '#core/admin/tickets.ts'
import { orNotFound } from '../../admin/guard.server.ts'
import { AdminFilters, choices, FilterSelect, ListCount, ListNotice } from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { TicketTable } from '../../admin/tickets/ticket-table.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/tickets'

const filterNames = ['status', 'assignee', 'kind'] as const

/**
 * /admin/tickets: the service and after-sales inbox, newest activity first. The filters (state,
 * assignee, kind) live in the URL and the server pages the list; a filter that does not parse
 * is dropped with a notice.
 */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, { schema: TicketSearchSchema, filters: filterNames }, async (office, input) => {
    const [list, staff] = await Promise.all([
      adminTicketList(office.deps, office.actor, input),
      backOfficeStaff(office.deps),
    ])
    return { list: orNotFound(args.request, list), staff }
  })
}

export const meta: Route.MetaFunction = () => adminMeta('Anfragen · Requests')

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale, staff } = loaderData
  return (
    <div className="space-y-4">
      <div>
        <h1 className="font-serif text-2xl">{t('admin.tickets.title')}</h1>
        <p className="text-muted">{t('admin.tickets.lead')}</p>
      </div>
      <AdminFilters path="/admin/tickets" columns={4} buttons="beside">
        <FilterSelect
          name="status"
          label={t('admin.tickets.status')}
          value={typed.status}
          options={choices(ticketStatuses, (status) => t(`admin.tickets.state.${status}`))}
        />
        <FilterSelect
          name="assignee"
          label={t('admin.tickets.assignee')}
          value={typed.assignee}
          options={[
            { value: 'me', label: t('admin.tickets.me') },
            { value: 'none', label: t('admin.tickets.nobody') },
            ...staff.map((member) => ({ value: member.id, label: member.email })),
          ]}
        />
        <FilterSelect
          name="kind"
          label={t('admin.tickets.kind')}
          value={typed.kind}
          options={choices(['service', 'aftersale'] as const, (kind) => t(`admin.tickets.kinds.${kind}`))}
        />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.inbox.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.tickets.count', { count: list.total })}</ListCount>
      <TicketTable tickets={list.tickets} locale={locale} />
      <Pager path="/admin/tickets" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
