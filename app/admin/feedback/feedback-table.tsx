import { Link } from 'react-router'
import type { AdminFeedbackRow } from '#core/admin/feedback.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { Badge } from '../list/badge.tsx'
import type { AdminLocale } from '../locale.ts'

export function FeedbackBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  return <Badge strong={status === 'new'}>{t(`admin.feedback.state.${status}`)}</Badge>
}

/** The feedback inbox: each message's start, its sender and attachments; the link opens it whole. */
export function FeedbackTable({ rows, locale }: { rows: AdminFeedbackRow[]; locale: AdminLocale }) {
  const { t } = useTranslation()
  return (
    <ul className="divide-y divide-chalk rounded-sm border border-chalk bg-white">
      {rows.map((row) => (
        <li key={row.feedbackId} className="grid gap-1 p-3 sm:grid-cols-[1fr_auto] sm:gap-4">
          <div className="min-w-0">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <Link to={`/admin/feedback/${row.feedbackId}`} className="font-medium">
                {row.name || row.email}
              </Link>
              <span className="text-xs text-muted break-all">{row.email}</span>
            </p>
            <p className="break-words">{row.excerpt}</p>
            <p className="text-xs text-muted">
              {formatDate(row.createdAt, locale)}
              {row.page ? ` · ${row.page}` : ''}
              {row.files > 0 ? ` · ${t('admin.feedback.files', { count: row.files })}` : ''}
            </p>
          </div>
          <div className="sm:text-right">
            <FeedbackBadge status={row.status} />
          </div>
        </li>
      ))}
    </ul>
  )
}
