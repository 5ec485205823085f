import type { RouterContextProvider } from 'react-router'
import { data, redirect } from 'react-router'
import { localizePath } from '#config/locale-path.ts'
import { uploadedFileOf } from '#core/feedback/images.ts'
import { feedbackLimits } from '#core/feedback/rules.ts'
import { TicketCreateSchema, TicketIdSchema, TicketReplySchema, ticketFields } from '#core/service/schema.ts'
import {
  closeServiceTicket,
  createServiceTicket,
  fetchServiceTicket,
  replyToServiceTicket,
  type ServiceFailure,
  serviceOrderChoices,
  ticketPath,
} from '#core/service/tickets.ts'
import { serializeSessionCookie } from '#core/sessions/cookie.ts'
import { guestSessionDays } from '#core/sessions/rules.ts'
import { type LoadedSession, startSession } from '#core/sessions/use-cases.ts'
import { isStorageFull } from '#core/storage/storage-full.ts'
import { shopContext } from '../context.ts'
import { pageNotFound, requestLocale } from '../lib/page.server.ts'

type Args = {
  request: Request
  context: Readonly<RouterContextProvider>
  params?: Record<string, string | undefined>
}

/** Photos and text with their framing; a larger form is refused before it is read. */
const maxFormBytes = feedbackLimits.maxFiles * feedbackLimits.maxFileBytes + 256 * 1024

export type FormValues = Record<(typeof ticketFields)[number], string>
export type FormAnswer = { values: FormValues; fields: Record<string, string>; alert: string | null }

export function emptyValues(kind: 'service' | 'aftersale', orderId = ''): FormValues {
  return {
    kind,
    topic: kind === 'aftersale' ? 'alteration' : 'question',
    subject: '',
    message: '',
    orderId,
    shirtId: '',
    email: '',
    name: '',
  }
}

async function readForm(request: Request) {
  if (Number(request.headers.get('content-length') ?? '0') > maxFormBytes) return null
  const form = await request.formData()
  const files = (
    await Promise.all(
      form
        .getAll('files')
        .filter((value) => typeof value !== 'string' && value.size > 0)
        .map(uploadedFileOf),
    )
  ).filter((file) => file !== undefined)
  return { form, files }
}

function textOf(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

function failureAnswer(failure: ServiceFailure, t: (key: string) => string) {
  const message = t(failure.key)
  return failure.field
    ? { fields: { [failure.field]: message }, alert: null }
    : { fields: {}, alert: message }
}

const statusOf = (failure: ServiceFailure) =>
  ({
    BAD_INPUT: 400,
    UNSUPPORTED_MEDIA_TYPE: 415,
    TOO_LARGE: 413,
    NOT_LOGGED_IN: 401,
    NOT_FOUND: 404,
    FORBIDDEN: 403,
    CONFLICT: 409,
    RATE_LIMITED: 429,
  })[failure.code]

/** The order pickers' data for the viewer ([] for guests). */
export function orderChoices({ context }: Args) {
  const shop = context.get(shopContext)
  return serviceOrderChoices(shop.deps, shop.session)
}

/**
 * The request form's post (/service/new and /aftersale): checks like the API, opens the ticket
 * and goes to its thread; errors come back at the fields with what was typed.
 */
export async function createFromForm({ request, context }: Args, kind: 'service' | 'aftersale') {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const read = await readForm(request)
  if (!read) {
    return data<FormAnswer>(
      { values: emptyValues(kind), fields: { files: t('feedback.errors.tooLarge') }, alert: null },
      { status: 413 },
    )
  }
  const values = Object.fromEntries(ticketFields.map((name) => [name, textOf(read.form, name)])) as FormValues
  values.kind = kind
  const parsed = TicketCreateSchema.safeParse(values)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.error.issues)
      fields[String(issue.path[0] ?? 'form')] ??= t(`service.errors.${issue.message}`)
    return data<FormAnswer>({ values, fields, alert: t('service.errors.fixErrors') }, { status: 400 })
  }
  // A guest's first write starts the session (a page read starts none); its cookie goes with the
  // answer, so the guest can read the ticket afterwards.
  let session: LoadedSession | null = shop.session
  let guestCookie: string | null = null
  if (!session) {
    const started = await startSession(shop.deps, { lang: locale })
    session = started.loaded
    guestCookie = serializeSessionCookie(started.token, shop.secure, guestSessionDays)
  }
  let result: Awaited<ReturnType<typeof createServiceTicket>>
  try {
    result = await createServiceTicket(shop.deps, session, parsed.data, read.files, {
      locale,
      origin: shop.origin,
      clientAddress: shop.clientAddress,
    })
  } catch (error) {
    if (!isStorageFull(error)) throw error
    const full = t('service.errors.storageFull')
    return data<FormAnswer>({ values, fields: { files: full }, alert: full }, { status: 507 })
  }
  if (!result.ok) {
    const headers = new Headers(guestCookie ? { 'Set-Cookie': guestCookie } : {})
    if (result.code === 'RATE_LIMITED') headers.set('Retry-After', String(result.retryAfter))
    return data<FormAnswer>({ values, ...failureAnswer(result, t) }, { status: statusOf(result), headers })
  }
  throw redirect(`${localizePath(ticketPath(result.kind, result.ticketId), locale)}?notice=created`, {
    headers: guestCookie ? { 'Set-Cookie': guestCookie } : {},
  })
}

/** The ticket of /service/{id} or /aftersale/{id}: the viewer's own (or staff's), of the path's kind. */
export async function ticketFromParams({ request, context, params }: Args, kind: 'service' | 'aftersale') {
  const shop = context.get(shopContext)
  const id = TicketIdSchema.safeParse(params?.id)
  const ticket = id.success ? await fetchServiceTicket(shop.deps, shop.session, id.data) : null
  if (!ticket) pageNotFound(request)
  if (ticket.kind !== kind) {
    const { locale } = requestLocale(request)
    throw redirect(localizePath(ticketPath(ticket.kind, ticket.ticketId), locale))
  }
  return ticket
}

export type ReplyAnswer = { message: string; fields: Record<string, string>; alert: string | null }

/** Reply and close posts of the thread page; success goes back to the thread (post/redirect/get). */
export async function replyFromForm({ request, context, params }: Args) {
  const shop = context.get(shopContext)
  const { locale, t } = requestLocale(request)
  const session: LoadedSession | null = shop.session
  const id = TicketIdSchema.safeParse(params?.id)
  if (!session || !id.success) pageNotFound(request)
  const read = await readForm(request)
  if (!read) {
    return data<ReplyAnswer>(
      { message: '', fields: { files: t('feedback.errors.tooLarge') }, alert: null },
      { status: 413 },
    )
  }
  const intent = textOf(read.form, 'intent')
  const back = (kind: 'service' | 'aftersale', notice: string) =>
    redirect(`${localizePath(ticketPath(kind, id.data), locale)}?notice=${notice}`)
  if (intent === 'close') {
    const closed = await closeServiceTicket(shop.deps, session, id.data)
    if (!closed.ok) pageNotFound(request)
    throw back(closed.kind, 'closed')
  }
  const message = textOf(read.form, 'message')
  const parsed = TicketReplySchema.safeParse({ ticketId: id.data, message })
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'messageRequired'
    return data<ReplyAnswer>(
      { message, fields: { message: t(`service.errors.${key}`) }, alert: null },
      { status: 400 },
    )
  }
  let result: Awaited<ReturnType<typeof replyToServiceTicket>>
  try {
    result = await replyToServiceTicket(shop.deps, session, id.data, parsed.data.message, read.files, {
      origin: shop.origin,
      clientAddress: shop.clientAddress,
    })
  } catch (error) {
    if (!isStorageFull(error)) throw error
    const full = t('service.errors.storageFull')
    return data<ReplyAnswer>({ message, fields: { files: full }, alert: full }, { status: 507 })
  }
  if (!result.ok) {
    if (result.code === 'NOT_FOUND') pageNotFound(request)
    const headers: HeadersInit =
      result.code === 'RATE_LIMITED' ? { 'Retry-After': String(result.retryAfter) } : {}
    return data<ReplyAnswer>({ message, ...failureAnswer(result, t) }, { status: statusOf(result), headers })
  }
  throw back(result.kind, 'replied')
}
