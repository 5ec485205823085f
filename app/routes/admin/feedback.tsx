import { data, Form, Link } from 'react-router'
import { adminFeedbackDetail, stepFeedback } from '#core/admin/feedback.ts'
import { FeedbackRefSchema } from '#core/admin/inbox-schemas.ts'
import { formatDate } from '#core/format.ts'
import { FeedbackBadge } from '../../admin/feedback/feedback-table.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { formValues, type InboxActionData } from '../../admin/inbox/action-result.ts'
import { languageName } from '../../admin/inbox/language.ts'
import { Photos } from '../../admin/inbox/photos.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/feedback'

/** /admin/feedback/:feedbackId: the whole message, its attachments inline, and 'done'. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const ref = FeedbackRefSchema.safeParse({ feedbackId: args.params.feedbackId })
  const feedback = ref.success
    ? orNotFound(args.request, await adminFeedbackDetail(office.deps, office.actor, ref.data.feedbackId))
    : null
  if (!feedback) pageNotFound(args.request)
  return { feedback, locale: office.locale }
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? `Feedback ${loaded.feedback.feedbackId}` : 'Feedback')

/** Mark done or new again, through the transition table; a stale click answers 409 with its reason. */
export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  const values = await formValues(args.request)
  const intent = values.intent === 'markNew' ? 'markNew' : 'markDone'
  const ref = FeedbackRefSchema.safeParse({ feedbackId: args.params.feedbackId })
  if (!ref.success) pageNotFound(args.request)
  const moved = orNotFound(
    args.request,
    await stepFeedback(office.deps, office.actor, ref.data.feedbackId, intent),
  )
  if (moved.ok)
    return {
      ok: true as const,
      intent,
      notice: intent === 'markDone' ? 'admin.feedback.markedDone' : 'admin.feedback.markedNew',
    }
  return data<InboxActionData>(
    { ok: false, intent, reason: moved.reason, values },
    { status: moved.reason === 'NOT_FOUND' ? 404 : 409 },
  )
}

export default function AdminFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { feedback, locale } = loaderData
  const step = feedback.status === 'new' ? 'markDone' : 'markNew'
  const from = feedback.name || feedback.email
  return (
    <div className="space-y-5">
      <p>
        <Link to="/admin/feedback">← {t('admin.feedback.back')}</Link>
      </p>
      <header className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h1 className="font-serif text-2xl">{t('admin.feedback.item', { number: feedback.feedbackId })}</h1>
        <FeedbackBadge status={feedback.status} />
        {feedback.doneAt ? (
          <span className="text-xs text-muted">
            {t('admin.feedback.doneAt', { date: formatDate(feedback.doneAt, locale) })}
          </span>
        ) : null}
      </header>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="feedback-message"
          className="min-w-0 rounded-sm border border-chalk bg-white p-3"
        >
          <h2 id="feedback-message" className="mb-1 font-medium">
            {t('admin.feedback.message')}
          </h2>
          <p className="whitespace-pre-line break-words">{feedback.message}</p>
          <h2 className="mt-4 font-medium">{t('admin.inbox.attachments')}</h2>
          {feedback.files.length === 0 ? <p className="text-muted">{t('admin.feedback.noFiles')}</p> : null}
          <Photos files={feedback.files} from={from} />
        </section>
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-sm border border-chalk bg-white p-3">
            <dt className="text-muted">{t('admin.feedback.from')}</dt>
            <dd className="min-w-0 break-words">
              {feedback.name}
              <a href={`mailto:${feedback.email}`} className="block break-all">
                {feedback.email}
              </a>
            </dd>
            <dt className="text-muted">{t('admin.feedback.date')}</dt>
            <dd>{formatDate(feedback.createdAt, locale)}</dd>
            <dt className="text-muted">{t('admin.feedback.page')}</dt>
            <dd className="break-all">{feedback.page ?? '–'}</dd>
            <dt className="text-muted">{t('admin.feedback.language')}</dt>
            <dd>{languageName(feedback.lang)}</dd>
          </dl>
          <Form method="post" className="grid gap-2 rounded-sm border border-chalk bg-white p-3">
            <input type="hidden" name="intent" value={step} />
            <button
              type="submit"
              className={buttonClass(
                'sm',
                step === 'markDone' ? 'primary' : 'secondary',
                'justify-self-start',
              )}
            >
              {t(`admin.feedback.${step}`)}
            </button>
            {actionData?.ok ? <p role="status">{t(actionData.notice)}</p> : null}
            {actionData && !actionData.ok ? (
              <p role="alert" className="text-danger">
                {t(`admin.inbox.errors.${actionData.reason}`)}
              </p>
            ) : null}
          </Form>
        </div>
      </div>
    </div>
  )
}
