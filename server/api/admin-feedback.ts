import { Hono } from 'hono'
import { z } from 'zod'
import { adminFeedbackDetail, adminFeedbackList, stepFeedback } from '#core/admin/feedback.ts'
import { FeedbackRefSchema, FeedbackSearchSchema } from '#core/admin/inbox-schemas.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminFeedbackActionSchema = z.discriminatedUnion('action', [
  FeedbackSearchSchema.extend({ action: z.literal('list') }),
  FeedbackRefSchema.extend({ action: z.literal('fetch') }),
  FeedbackRefSchema.extend({ action: z.literal('markDone') }),
  FeedbackRefSchema.extend({ action: z.literal('markNew') }),
])

const notFound = (c: AppContext) =>
  fail(c, 'NOT_FOUND', 'feedbackId: no such feedback', { reason: 'NOT_FOUND' })

/**
 * /api/admin/feedback.php (docs/api.md): the feedback inbox for staff and admin; 403 BACK_OFFICE_ONLY
 * for everybody else. Marking done (and back) is audited.
 */
export const adminFeedbackApi = new Hono<AppEnv>().post('/admin/feedback.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminFeedbackActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'list':
      return ok(c, permitted(await adminFeedbackList(deps, actor, input)))
    case 'fetch': {
      const feedback = permitted(await adminFeedbackDetail(deps, actor, input.feedbackId))
      return feedback ? ok(c, { feedback }) : notFound(c)
    }
    case 'markDone':
    case 'markNew': {
      const moved = permitted(await stepFeedback(deps, actor, input.feedbackId, input.action))
      if (moved.ok) return ok(c, { status: moved.status })
      if (moved.reason === 'NOT_FOUND') return notFound(c)
      return fail(c, 'CONFLICT', `status: this feedback is already ${moved.status}`, {
        reason: moved.reason,
        status: moved.status,
      })
    }
  }
})
