import { brand } from '#config/brand.ts'
import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { findFeedbackFile, insertFeedback } from '#db/queries/feedback.ts'
import type { Deps } from '../deps.ts'
import { sendMail } from '../email/contract.ts'
import { limits } from '../limits/rules.ts'
import { isStaff } from '../sessions/staff.ts'
import type { LoadedSession } from '../sessions/use-cases.ts'
import { usesTurnstile, verifyAltcha, verifyTurnstile } from './bot-check.ts'
import { type CleanImage, cleanImage, removeImages, type UploadedFile, writeImages } from './images.ts'
import {
  type FeedbackErrorKey,
  type FeedbackFields,
  feedbackLimits,
  firstFieldError,
  sniffImageType,
  trimFields,
} from './rules.ts'

/**
 * Counts this send against the client address (limits.feedbackAddress, which the privacy notice
 * promises); answers the seconds to wait when the address has used up its sends, else 0. The
 * window is fixed, so waiting always helps.
 */
export async function takeFeedbackSend(deps: Deps, clientAddress: string): Promise<number> {
  const decision = await deps.limiter.consume(limits.feedbackAddress, clientAddress)
  return decision.allowed ? 0 : decision.retryAfterSeconds
}

export type FeedbackInput = {
  fields: FeedbackFields
  files: UploadedFile[]
  lang: Locale
  page?: string
  remoteIp?: string
}

export type FeedbackFailure = {
  ok: false
  key: FeedbackErrorKey
  /** What went wrong, for the answer's status code. */
  reason: 'input' | 'type' | 'size' | 'count' | 'botCheck'
  field: string
}

export type FeedbackResult = { ok: true; feedbackId: number; fileIds: string[] } | FeedbackFailure

function failure(key: FeedbackErrorKey, reason: FeedbackFailure['reason'], field: string): FeedbackFailure {
  return { ok: false, key, reason, field }
}

/**
 * Checks a feedback again on the server in the order the form checks it (fields, then each file's
 * type and size, then the number of files), spends the bot-check answer, re-encodes the pictures
 * and stores everything; the shop is told by mail. Cheap checks run before the bot check, the
 * expensive decoding only after it.
 */
export async function sendFeedback(
  deps: Deps,
  loaded: LoadedSession,
  input: FeedbackInput,
): Promise<FeedbackResult> {
  const fieldError = firstFieldError(input.fields)
  if (fieldError) return failure(fieldError.key, 'input', fieldError.field)
  const fields = trimFields(input.fields)

  for (const file of input.files) {
    if (!sniffImageType(file.head)) return failure('feedback.errors.type', 'type', 'files')
    if (file.size > feedbackLimits.maxFileBytes) return failure('feedback.errors.tooLarge', 'size', 'files')
  }
  if (input.files.length > feedbackLimits.maxFiles)
    return failure('feedback.errors.tooMany', 'count', 'files')

  const session = loaded.session
  const passed = usesTurnstile(deps)
    ? await verifyTurnstile(deps, {
        answer: fields.captcha,
        csrfToken: session.csrfToken,
        remoteIp: input.remoteIp,
      })
    : await verifyAltcha(deps, session.id, fields.captcha)
  if (!passed) return failure('feedback.errors.captcha', 'botCheck', 'cf_turnstile_response')

  const images: CleanImage[] = []
  for (const file of input.files) {
    const cleaned = await cleanImage(file)
    if ('error' in cleaned)
      return failure(cleaned.error, cleaned.error === 'feedback.errors.type' ? 'type' : 'size', 'files')
    images.push(cleaned)
  }

  await writeImages(deps.files, images)
  let feedbackId: number
  try {
    feedbackId = await insertFeedback(
      deps.db,
      {
        sessionId: session.id,
        customerId: loaded.customer?.id ?? null,
        name: fields.name,
        email: fields.email,
        message: fields.message,
        lang: input.lang,
        page: input.page ?? null,
      },
      images.map((image) => ({
        id: image.id,
        storedName: image.storedName,
        contentType: image.contentType,
        bytes: image.data.byteLength,
        width: image.width,
        height: image.height,
      })),
    )
  } catch (error) {
    // No row, no file: an orphaned picture nobody may fetch would only take up space. The
    // database's failure is the one to answer; a store that fails too only leaves the file.
    await removeImages(deps.files, images).catch(() => undefined)
    throw error
  }

  await sendMail(deps, {
    to: deps.env.ADMIN_EMAIL ?? brand.company.email,
    locale: 'de',
    template: 'feedbackReceived',
    data: {
      firstName: 'Team',
      feedbackId,
      name: fields.name,
      email: fields.email,
      message: fields.message,
      fileCount: images.length,
      lang: input.lang,
      page: input.page ?? '',
    },
  })
  return { ok: true, feedbackId, fileIds: images.map((image) => image.id) }
}

/** Attachments go to the session that sent them, the same customer in a later session, and staff. */
export function mayReadAttachment(
  owner: { sessionId: string; customerId: number | null },
  viewer: LoadedSession | null,
): boolean {
  if (!viewer) return false
  if (viewer.session.id === owner.sessionId) return true
  if (viewer.customer && owner.customerId !== null && viewer.customer.id === owner.customerId) return true
  return isStaff(viewer)
}

/** The attachment `fileId` if `viewer` may read it; someone else's is as missing as an unknown one. */
export async function readableAttachment(db: Db, fileId: string, viewer: LoadedSession | null) {
  const found = await findFeedbackFile(db, fileId)
  return found && mayReadAttachment(found, viewer) ? found.file : null
}
