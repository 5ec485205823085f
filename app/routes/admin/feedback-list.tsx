import { adminFeedbackList } from '#core/admin/feedback.ts'
import { feedbackStatuses } from '#core/admin/inbox-rules.ts'
import { FeedbackSearchSchema } from '#core/admin/inbox-schemas.ts'
import { FeedbackTable } from '../../admin/feedback/feedback-table.tsx'
import { orNotFound } from '../../admin/guard.server.ts'
import { AdminFilters, choices, FilterSelect, ListCount, ListNotice } from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/feedback-list'

/** /admin/feedback: the feedback inbox, newest first, 'new' or 'done' in the URL, paged on the server. */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(
    args,
    { schema: FeedbackSearchSchema, filters: ['status'] },
    async (office, input) => ({
      list: orNotFound(args.request, await adminFeedbackList(office.deps, office.actor, input)),
    }),
  )
}

export const meta: Route.MetaFunction = () => adminMeta('Feedback')

export default function AdminFeedbackList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed, locale } = loaderData
  return (
    <div className="space-y-4">
      <div>
        <h1 className="font-serif text-2xl">{t('admin.feedback.title')}</h1>
        <p className="text-muted">{t('admin.feedback.lead')}</p>
      </div>
      <AdminFilters path="/admin/feedback">
        <FilterSelect
          name="status"
          label={t('admin.feedback.status')}
          value={typed.status}
          options={choices(feedbackStatuses, (status) => t(`admin.feedback.state.${status}`))}
          className="min-w-40"
        />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.inbox.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.feedback.count', { count: list.total })}</ListCount>
      {list.feedback.length > 0 ? <FeedbackTable rows={list.feedback} locale={locale} /> : null}
      <Pager path="/admin/feedback" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
