import { Hono } from 'hono'
import { z } from 'zod'
import { serverT } from '#app/i18n/server.ts'
import type { UploadedFile } from '#core/feedback/images.ts'
import { feedbackLimits } from '#core/feedback/rules.ts'
import { TicketCreateSchema, TicketIdSchema, TicketReplySchema } from '#core/service/schema.ts'
import {
  closeServiceTicket,
  createServiceTicket,
  fetchServiceTicket,
  listServiceTickets,
  readableServiceFile,
  replyToServiceTicket,
  type ServiceFailure,
} from '#core/service/tickets.ts'
import { readJson } from '../http/body.ts'
import { ApiError, fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { formFiles, type MultipartLimits, readMultipart } from '../http/multipart.ts'
import { clientAddress } from '../http/request-info.ts'
import { ensureSession } from '../http/session.ts'
import { storedImageAnswer } from '../http/stored-image.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { whenUploadAdmitted } from '../http/upload-gate.ts'

/** Two photos of 6 MB and the text fields with their multipart framing; nothing larger is read. */
export const maxServiceBodyBytes = feedbackLimits.maxFiles * feedbackLimits.maxFileBytes + 256 * 1024

/**
 * What the reader takes of an upload: the fields of `create` and `reply` with room to spare, and
 * one photo more than the rule allows, so that a third is answered by the rule in its words.
 */
const uploadLimits: MultipartLimits = {
  bytes: maxServiceBodyBytes,
  fields: 24,
  fieldBytes: 64 * 1024,
  files: feedbackLimits.maxFiles + 1,
  fileBytes: feedbackLimits.maxFileBytes,
}

const actions = ['list', 'create', 'fetch', 'reply', 'close'] as const

/** Only the envelope is checked here; each action's fields are checked below, every wrong field named. */
const EnvelopeSchema = z.object({ action: z.enum(actions), lang: z.string().optional() }).loose()

type Body = { values: Record<string, unknown>; files: UploadedFile[] }

/** Multipart when photos come along (the same fields as JSON). */
async function readUpload(c: AppContext): Promise<Body> {
  const form = await readMultipart(c, uploadLimits, {
    field: 'files',
    tooLarge: 'feedback.errors.tooLarge',
    tooMany: 'feedback.errors.tooMany',
  })
  const values: Record<string, unknown> = {}
  for (const [key, value] of form.entries()) if (typeof value === 'string') values[key] = value
  return { values, files: await formFiles(form) }
}

function translatorOf(c: AppContext, values: Record<string, unknown>) {
  const lang = values.lang
  return serverT(requestLocaleOf(c, lang))
}

/** 400 with every wrong field: `fields` in the visitor's language, `keys` the message keys. */
function invalid(c: AppContext, t: ReturnType<typeof serverT>, error: z.ZodError) {
  const keys: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    keys[field] ??= `service.errors.${issue.message}`
  }
  const fields = Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)]))
  const [field, message] = Object.entries(fields)[0] ?? ['form', t('service.errors.fixErrors')]
  return fail(c, 'BAD_INPUT', `${field}: ${message}`, { field, fields, keys })
}

function failed(c: AppContext, t: ReturnType<typeof serverT>, failure: ServiceFailure) {
  const message = t(failure.key)
  if (failure.code === 'RATE_LIMITED') c.header('Retry-After', String(failure.retryAfter))
  const extra = failure.field
    ? { field: failure.field, fields: { [failure.field]: message }, keys: { [failure.field]: failure.key } }
    : { key: failure.key }
  return fail(c, failure.code, failure.field ? `${failure.field}: ${message}` : message, extra)
}

/**
 * /api/service.php (docs/api.md): `list`, `create` (kind, topic, subject, message, orderId?, shirtId?,
 * email for guests, files[] ≤ 2 photos), `fetch` (ticketId), `reply` (ticketId, message, files[]),
 * `close` (ticketId). Guests may open general requests in their session; aftersale needs a login.
 * Someone else's ticket, order or design is 404. An admin's reply answers as the workshop.
 */
export const serviceApi = new Hono<AppEnv>()
  .post('/service.php', async (c) => {
    if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
      return serve(c, { values: await readJson(c, z.record(z.string(), z.unknown())), files: [] })
    // An upload: the throttle and the session first; the body only once both let it in.
    return whenUploadAdmitted(c, async () => {
      await ensureSession(c)
      return serve(c, await readUpload(c))
    })
  })
  .get('/service/files/:fileId', async (c) => {
    const fileId = z.uuid().safeParse(c.req.param('fileId'))
    const file = fileId.success
      ? await readableServiceFile(c.get('deps').db, fileId.data, c.get('session'))
      : null
    if (!file) return fail(c, 'NOT_FOUND', 'Unknown file')
    return storedImageAnswer(c, file, 'service')
  })

/** The actions, once the body is read (JSON, or multipart within `uploadLimits`). */
async function serve(c: AppContext, body: Body) {
  const envelope = EnvelopeSchema.safeParse(body.values)
  if (!envelope.success) throw new ApiError('UNKNOWN_ACTION', 'Unknown action')
  const t = translatorOf(c, body.values)
  const deps = c.get('deps')
  const viewer = await ensureSession(c)
  const origin = c.get('origin')
  switch (envelope.data.action) {
    case 'list': {
      const kind =
        body.values.kind === 'service' || body.values.kind === 'aftersale' ? body.values.kind : undefined
      const tickets = await listServiceTickets(deps, viewer, { kind, all: body.values.scope === 'all' })
      return ok(c, { tickets })
    }
    case 'create': {
      const parsed = TicketCreateSchema.safeParse(body.values)
      if (!parsed.success) return invalid(c, t, parsed.error)
      const result = await createServiceTicket(deps, viewer, parsed.data, body.files, {
        locale: requestLocaleOf(c, body.values.lang),
        origin,
        clientAddress: clientAddress(c, deps.env),
      })
      if (!result.ok) return failed(c, t, result)
      const ticket = await fetchServiceTicket(deps, viewer, result.ticketId)
      return ok(c, { message: t('service.created'), ticketId: result.ticketId, ticket })
    }
    case 'fetch': {
      const ticketId = TicketIdSchema.safeParse(body.values.ticketId)
      const ticket = ticketId.success ? await fetchServiceTicket(deps, viewer, ticketId.data) : null
      if (!ticket) return fail(c, 'NOT_FOUND', 'ticketId: no such ticket')
      return ok(c, { ticket })
    }
    case 'reply': {
      const parsed = TicketReplySchema.safeParse(body.values)
      if (!parsed.success) return invalid(c, t, parsed.error)
      const result = await replyToServiceTicket(
        deps,
        viewer,
        parsed.data.ticketId,
        parsed.data.message,
        body.files,
        { origin, clientAddress: clientAddress(c, deps.env) },
      )
      if (!result.ok) return failed(c, t, result)
      const ticket = await fetchServiceTicket(deps, viewer, result.ticketId)
      return ok(c, { message: t('service.replied'), status: result.status, ticket })
    }
    case 'close': {
      const ticketId = TicketIdSchema.safeParse(body.values.ticketId)
      if (!ticketId.success) return fail(c, 'NOT_FOUND', 'ticketId: no such ticket')
      const result = await closeServiceTicket(deps, viewer, ticketId.data)
      if (!result.ok) return failed(c, t, result)
      return ok(c, { status: result.status })
    }
  }
}
