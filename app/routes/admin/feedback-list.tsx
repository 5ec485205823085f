import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { adminFeedbackList } from '#core/admin/feedback.ts'
import { feedbackStatuses } from '#core/admin/inbox-rules.ts'
import { FeedbackSearchSchema } from '#core/admin/inbox-schemas.ts'
import { FeedbackTable } from '../../admin/feedback/feedback-table.tsx'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { Pager } from '../../admin/inbox/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import type { Route } from './+types/feedback-list'

/** /admin/feedback: the feedback inbox, newest first, 'new' or 'done' in the URL, paged on the server. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'feedback')
  const params = new URL(args.request.url).searchParams
  const typed = { status: params.get('status') ?? '' }
  const parsed = FeedbackSearchSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : { page: 1 }
  return {
    locale: office.locale,
    typed,
    badFilter: !parsed.success,
    list: await adminFeedbackList(office.deps, input),
  }
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
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-sm border border-chalk bg-white p-3"
      >
        <label className="min-w-40">
          <span className="block text-xs text-muted">{t('admin.feedback.status')}</span>
          <select
            name="status"
            defaultValue={typed.status}
            className="min-h-10 w-full rounded-sm border border-chalk bg-white px-2"
          >
            <option value="">{t('admin.inbox.any')}</option>
            {feedbackStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin.feedback.state.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('sm', 'primary')}>
          {t('admin.inbox.apply')}
        </button>
        <Link to="/admin/feedback" className={buttonClass('sm', 'ghost')}>
          {t('admin.inbox.reset')}
        </Link>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.inbox.badFilter')}
        </p>
      ) : null}
      <p aria-live="polite" className="text-muted">
        {t('admin.feedback.count', { count: list.total })}
      </p>
      {list.feedback.length > 0 ? <FeedbackTable rows={list.feedback} locale={locale} /> : null}
      <Pager path="/admin/feedback" filters={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
