import { listAdminFeedback, lockFeedback, setFeedbackDone } from '#db/queries/admin-feedback.ts'
import { findFeedback } from '#db/queries/feedback.ts'
import type { Actor } from '../access/actor.ts'
import { type Forbidden, forbidden, may, type Permitted } from '../access/permissions.ts'
import type { Deps } from '../deps.ts'
import { recordAudit } from './audit.ts'
import {
  type FeedbackStatus,
  type FeedbackStep,
  feedbackStatusOf,
  feedbackStepTo,
  inboxPageSize,
} from './inbox-rules.ts'
import type { FeedbackSearchInput } from './inbox-schemas.ts'

/** Attachments are served by /api/feedback/files/{id}, which lets staff (and the sender) read them. */
const attachmentUrl = (fileId: string) => `/api/feedback/files/${fileId}`

/** The feedback inbox: one page, newest first, 'new' or 'done' from the URL. */
export async function adminFeedbackList(deps: Pick<Deps, 'db'>, actor: Actor, input: FeedbackSearchInput) {
  if (!may(actor, 'feedback.handle')) return forbidden
  const { rows, total } = await listAdminFeedback(deps.db, {
    status: input.status,
    limit: inboxPageSize,
    offset: (input.page - 1) * inboxPageSize,
  })
  return {
    feedback: rows.map((row) => ({
      feedbackId: row.id,
      name: row.name,
      email: row.email,
      excerpt: row.message.length > 140 ? `${row.message.slice(0, 139)}…` : row.message,
      page: row.page,
      lang: row.lang,
      files: row.files,
      status: feedbackStatusOf(row),
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / inboxPageSize)),
  }
}

export type AdminFeedbackRow = Permitted<ReturnType<typeof adminFeedbackList>>['feedback'][number]

export async function adminFeedbackDetail(deps: Pick<Deps, 'db'>, actor: Actor, feedbackId: number) {
  if (!may(actor, 'feedback.handle')) return forbidden
  const row = await findFeedback(deps.db, feedbackId)
  if (!row) return null
  return {
    feedbackId: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    page: row.page,
    lang: row.lang,
    status: feedbackStatusOf(row),
    doneAt: row.doneAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    files: row.files.map((file) => ({
      fileId: file.id,
      url: attachmentUrl(file.id),
      width: file.width,
      height: file.height,
    })),
  }
}

export type AdminFeedback = NonNullable<Permitted<ReturnType<typeof adminFeedbackDetail>>>

export type FeedbackRefusal =
  | { ok: false; reason: 'NOT_FOUND' }
  | { ok: false; reason: 'BAD_TRANSITION'; status: FeedbackStatus }

/** Marks feedback done (or new again) through the transition table, audited. */
export async function stepFeedback(
  deps: Pick<Deps, 'db' | 'now'>,
  actor: Actor,
  feedbackId: number,
  step: FeedbackStep,
): Promise<{ ok: true; status: FeedbackStatus } | FeedbackRefusal | Forbidden> {
  if (!may(actor, 'feedback.handle')) return forbidden
  return deps.db.transaction(async (tx) => {
    const row = await lockFeedback(tx, feedbackId)
    if (!row) return { ok: false as const, reason: 'NOT_FOUND' as const }
    const from = feedbackStatusOf(row)
    const to = feedbackStepTo(from, step)
    if (!to) return { ok: false as const, reason: 'BAD_TRANSITION' as const, status: from }
    await setFeedbackDone(tx, feedbackId, to === 'done' ? { at: deps.now(), by: actor.id } : null)
    await recordAudit(tx, actor, {
      action: `feedback.${step}`,
      entityType: 'feedback',
      entityId: feedbackId,
      before: { status: from },
      after: { status: to },
    })
    return { ok: true as const, status: to }
  })
}
