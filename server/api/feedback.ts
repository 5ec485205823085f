import { Hono } from 'hono'
import { z } from 'zod'
import { issueAltchaChallenge, usesTurnstile } from '#core/feedback/bot-check.ts'
import { feedbackLimits } from '#core/feedback/rules.ts'
import {
  type FeedbackFailure,
  readableAttachment,
  sendFeedback,
  takeFeedbackSend,
} from '#core/feedback/send-feedback.ts'
import { tokensEqual } from '#core/sessions/tokens.ts'
import { fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { formFiles, readMultipart } from '../http/multipart.ts'
import { clientAddress } from '../http/request-info.ts'
import { ensureSession } from '../http/session.ts'
import { storedImageAnswer } from '../http/stored-image.ts'
import type { AppContext, AppEnv } from '../http/types.ts'

/** Two files of 6 MB and the text fields with their multipart framing; nothing larger is read. */
export const maxFeedbackBodyBytes = feedbackLimits.maxFiles * feedbackLimits.maxFileBytes + 256 * 1024

const statusOf: Record<FeedbackFailure['reason'], 'BAD_INPUT' | 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_LARGE'> = {
  input: 'BAD_INPUT',
  botCheck: 'BAD_INPUT',
  count: 'BAD_INPUT',
  type: 'UNSUPPORTED_MEDIA_TYPE',
  size: 'TOO_LARGE',
}

/** The machine `reason` of each refusal; `key` carries the message key the dialog shows. */
const reasonOf: Record<FeedbackFailure['reason'], string> = {
  input: 'INVALID_FIELD',
  botCheck: 'BOT_CHECK',
  count: 'TOO_MANY_FILES',
  type: 'FILE_TYPE',
  size: 'FILE_TOO_LARGE',
}

const FileIdSchema = z.uuid()

/**
 * Reads the multipart body as it streams: the form's fields with room to spare, and one file more
 * than the rule allows, so that a third is answered by the rule; past any bound it stops at once.
 */
function readFeedbackForm(c: AppContext): Promise<FormData> {
  return readMultipart(
    c,
    {
      bytes: maxFeedbackBodyBytes,
      fields: 16,
      fieldBytes: 64 * 1024,
      files: feedbackLimits.maxFiles + 1,
      fileBytes: feedbackLimits.maxFileBytes,
    },
    { field: 'files', tooLarge: 'feedback.errors.tooLarge', tooMany: 'feedback.errors.tooMany' },
  )
}

function text(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** /api/feedback/*: the bot-check challenge, the form itself and the sender's attachments. */
export const feedbackApi = new Hono<AppEnv>()
  .get('/feedback/challenge.php', async (c) => {
    if (usesTurnstile(c.get('deps'))) return fail(c, 'NOT_FOUND', 'Turnstile is configured')
    const loaded = await ensureSession(c)
    const challenge = await issueAltchaChallenge(c.get('deps'), loaded.session.id)
    if (!challenge) return fail(c, 'RATE_LIMITED', 'Too many open challenges; please solve one first')
    return c.json(challenge)
  })
  .post('/feedback/send.php', async (c) => {
    // The form always sends the session's token (docs/api.md); without it nothing is read.
    const loaded = c.get('session')
    const header = c.req.header('x-csrf-token')
    if (!loaded || !header || !tokensEqual(header, loaded.session.csrfToken)) {
      return fail(c, 'FORBIDDEN', 'feedback.errors.csrfMissing', {
        key: 'feedback.errors.csrfMissing',
        reason: 'CSRF_MISSING',
      })
    }
    const remoteIp = clientAddress(c, c.get('deps').env)
    const wait = await takeFeedbackSend(c.get('deps'), remoteIp)
    if (wait > 0) {
      c.header('Retry-After', String(wait))
      return fail(c, 'RATE_LIMITED', 'feedback.errors.sendFailed', {
        key: 'feedback.errors.sendFailed',
        reason: 'RATE_LIMITED',
      })
    }
    const form = await readFeedbackForm(c)
    const lang = text(form, 'lang')
    const page = text(form, 'page')
    const result = await sendFeedback(c.get('deps'), loaded, {
      fields: {
        name: text(form, 'name'),
        email: text(form, 'email'),
        message: text(form, 'message'),
        captcha: text(form, 'cf_turnstile_response'),
      },
      files: await formFiles(form),
      lang: requestLocaleOf(c, lang),
      page: /^\/[^\s]{0,300}$/.test(page) ? page : undefined,
      remoteIp,
    })
    if (!result.ok)
      return fail(c, statusOf[result.reason], result.key, {
        field: result.field,
        key: result.key,
        reason: reasonOf[result.reason],
      })
    return ok(c, {
      message: 'feedback.success.message',
      feedbackId: result.feedbackId,
      files: result.fileIds.map((fileId) => ({ fileId, url: `/api/feedback/files/${fileId}` })),
    })
  })
  .get('/feedback/files/:fileId', async (c) => {
    const fileId = FileIdSchema.safeParse(c.req.param('fileId'))
    const file = fileId.success
      ? await readableAttachment(c.get('deps').db, fileId.data, c.get('session'))
      : null
    if (!file) return fail(c, 'NOT_FOUND', 'Unknown file')
    return storedImageAnswer(c, file, 'feedback')
  })
