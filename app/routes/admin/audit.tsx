import { Link } from 'react-router'
import { z } from 'zod'
import { auditPage } from '#core/admin/audit.ts'
import { formatDate } from '#core/format.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/audit'

const PageSchema = z.coerce.number().int().min(1).max(100_000).catch(1)

/** /admin/audit (admin only): every back-office write, newest first, 50 a page. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const page = PageSchema.parse(new URL(args.request.url).searchParams.get('page') ?? 1)
  return {
    locale: office.locale,
    log: orNotFound(args.request, await auditPage(office.deps, office.actor, page)),
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Protokoll · Audit log')

/** Only the fields that changed, 'status: paid → in_production'. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys
    .filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]))
    .map(
      (key) =>
        `${key}: ${before ? (JSON.stringify(before[key]) ?? '–') : '–'} → ${JSON.stringify(after?.[key]) ?? '–'}`,
    )
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { log, locale } = loaderData
  return (
    <div className="space-y-3">
      <h1 className="font-serif text-2xl">{t('admin.audit.title')}</h1>
      <p className="text-muted">{t('admin.audit.lead')}</p>
      {log.entries.length === 0 ? <p>{t('admin.audit.empty')}</p> : null}
      <div className="overflow-x-auto">
        <table className="w-full border-collapse bg-white text-xs">
          <thead>
            <tr className="border-b border-chalk text-left text-muted">
              <th className="px-2 py-1.5 font-medium">{t('admin.audit.when')}</th>
              <th className="px-2 py-1.5 font-medium">{t('admin.audit.who')}</th>
              <th className="px-2 py-1.5 font-medium">{t('admin.audit.action')}</th>
              <th className="px-2 py-1.5 font-medium">{t('admin.audit.entity')}</th>
              <th className="px-2 py-1.5 font-medium">{t('admin.audit.change')}</th>
            </tr>
          </thead>
          <tbody>
            {log.entries.map((entry) => (
              <tr key={entry.id} className="border-b border-chalk align-top">
                <td className="px-2 py-1.5 whitespace-nowrap">
                  {formatDate(entry.createdAt, locale)}{' '}
                  {new Date(entry.createdAt).toLocaleTimeString(locale, {
                    timeZone: 'Europe/Berlin',
                    hour: '2-digit',
                    minute: '2-digit',
                  })}
                </td>
                <td className="px-2 py-1.5">{entry.actorEmail}</td>
                <td className="px-2 py-1.5">{entry.action}</td>
                <td className="px-2 py-1.5">
                  {entry.entityType === 'order' ? (
                    <Link to={`/admin/orders/${entry.entityId}`}>order #{entry.entityId}</Link>
                  ) : (
                    `${entry.entityType} #${entry.entityId}`
                  )}
                </td>
                <td className="px-2 py-1.5 font-mono break-all">
                  {changes(entry.before, entry.after).map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <nav className="flex gap-3" aria-label={t('admin.audit.title')}>
        {log.page > 1 ? (
          <Link to={`/admin/audit?page=${log.page - 1}`} className={buttonClass('sm', 'secondary')}>
            {t('admin.list.previous')}
          </Link>
        ) : null}
        {log.page < log.pages ? (
          <Link to={`/admin/audit?page=${log.page + 1}`} className={buttonClass('sm', 'secondary')}>
            {t('admin.list.next')}
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
