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
        // A list, not a table: each job reads whole at 320 px, its button beside it or below.
        <ul className="divide-y divide-chalk border-y border-chalk bg-white text-sm">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2 p-3">
              <dl
                id={`job-${job.id}`}
                className="grid min-w-0 flex-[1_1_16rem] grid-cols-[max-content_minmax(0,1fr)] gap-x-3 gap-y-1"
              >
                <dt className="text-muted">{t('admin.jobs.kind')}</dt>
                <dd>{t(`admin.jobs.kinds.${job.kind}`)}</dd>
                <dt className="text-muted">{t('admin.jobs.failedAt')}</dt>
                <dd>{time(job.failedAt ?? job.createdAt, locale)}</dd>
                <dt className="text-muted">{t('admin.jobs.attempts')}</dt>
                <dd>{job.attempts}</dd>
                <dt className="text-muted">{t('admin.jobs.error')}</dt>
                <dd className="font-mono break-words">{job.error || '–'}</dd>
              </dl>
              <Form method="post">
                <input type="hidden" name="kind" value={job.kind} />
                <input type="hidden" name="id" value={job.id} />
                <button
                  type="submit"
                  aria-describedby={`job-${job.id}`}
                  className={buttonClass('sm', 'secondary')}
                >
                  {t('admin.jobs.retry')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
