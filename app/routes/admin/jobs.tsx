import { data, Form } from 'react-router'
import { failedJobsPage, JobRetrySchema, jobsDesk, retryFailedJob } from '#core/admin/jobs.ts'
import { formatDate } from '#core/format.ts'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/jobs'

/**
 * /admin/jobs (admin only): background jobs (mails, …) that used up their retries, with the
 * last error (mail addresses removed) and 'Erneut versuchen', which queues one more attempt and
 * is audited. A plain form: it works without JavaScript (docs/operations.md).
 */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const jobs = orNotFound(args.request, await failedJobsPage(office.deps, office.actor))
  return { locale: office.locale, jobs }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  // Asked before the body is read: staff get the 404 page whatever they post.
  orNotFound(args.request, jobsDesk(office.actor))
  const parsed = JobRetrySchema.safeParse(Object.fromEntries(await args.request.formData()))
  if (!parsed.success) return data({ ok: false as const, error: 'invalid' as const }, { status: 400 })
  const retried = orNotFound(args.request, await retryFailedJob(office.deps, office.actor, parsed.data))
  if (!retried.ok) return data({ ok: false as const, error: 'notFound' as const }, { status: 404 })
  return { ok: true as const }
}

export const meta: Route.MetaFunction = () => adminMeta('Jobs')

function time(iso: string, locale: string) {
  const clock = new Date(iso).toLocaleTimeString(locale, {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  })
  return `${formatDate(iso, locale)} ${clock}`
}

export default function AdminJobs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { jobs, locale } = loaderData
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.jobs.title')}</h1>
      <p className="text-muted">{t('admin.jobs.lead')}</p>
      {actionData?.ok ? (
        <p role="status" className="text-success">
          {t('admin.jobs.retried')}
        </p>
      ) : null}
      {actionData && !actionData.ok ? (
        <p role="alert" className="text-danger">
          {t(`admin.jobs.errors.${actionData.error}`)}
        </p>
      ) : null}
      {jobs.length === 0 ? <p>{t('admin.jobs.empty')}</p> : null}
      {jobs.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse bg-white text-xs">
            <caption className="sr-only">{t('admin.jobs.title')}</caption>
            <thead>
              <tr className="border-b border-chalk text-left text-muted">
                <th className="px-2 py-1.5 font-medium">{t('admin.jobs.kind')}</th>
                <th className="px-2 py-1.5 font-medium">{t('admin.jobs.attempts')}</th>
                <th className="px-2 py-1.5 font-medium">{t('admin.jobs.error')}</th>
                <th className="px-2 py-1.5 font-medium">{t('admin.jobs.failedAt')}</th>
                <th className="px-2 py-1.5 font-medium">
                  <span className="sr-only">{t('admin.jobs.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <tr key={job.id} className="border-b border-chalk align-top">
                  <td className="px-2 py-1.5">{t(`admin.jobs.kinds.${job.kind}`)}</td>
                  <td className="px-2 py-1.5">{job.attempts}</td>
                  <td className="px-2 py-1.5 font-mono break-all">{job.error || '–'}</td>
                  <td className="px-2 py-1.5 whitespace-nowrap">
                    {time(job.failedAt ?? job.createdAt, locale)}
                  </td>
                  <td className="px-2 py-1.5">
                    <Form method="post">
                      <input type="hidden" name="kind" value={job.kind} />
                      <input type="hidden" name="id" value={job.id} />
                      <button type="submit" className={buttonClass('sm', 'secondary')}>
                        {t('admin.jobs.retry')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}
