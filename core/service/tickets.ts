import { brand } from '#config/brand.ts'
import { defaultLocale, isLocale, type Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { findTicketDecision } from '#db/queries/fit-promise.ts'
import {
  closeTicket,
  customerOrdersWithDesigns,
  findServiceFile,
  findTicket,
  insertReply,
  insertTicket,
  listTicketMessages,
  listTickets,
  type NewServiceFile,
  type ServiceTicketRow,
} from '#db/queries/service.ts'
import { findOwnedShirt } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import {
  type CleanImage,
  cleanImage,
  removeImages,
  type UploadedFile,
  writeImages,
} from '../feedback/images.ts'
import { type FeedbackFileKey, feedbackLimits, sniffImageType } from '../feedback/rules.ts'
import { consumeEach } from '../limits/limiter.ts'
import { limits } from '../limits/rules.ts'
import { assessFitPromise } from '../orders/fit-promise-case.ts'
import { isStaff } from '../sessions/staff.ts'
import type { LoadedSession } from '../sessions/use-cases.ts'
import type { ServiceKind, TicketCreateInput, TicketStatus } from './schema.ts'

/** Why a write failed; `field` and `key` name the field and its message key for the form. */
export type ServiceFailure =
  | { ok: false; code: 'BAD_INPUT'; field: string; key: string }
  | { ok: false; code: 'UNSUPPORTED_MEDIA_TYPE' | 'TOO_LARGE'; field: 'files'; key: FeedbackFileKey }
  | { ok: false; code: 'NOT_LOGGED_IN' | 'NOT_FOUND' | 'FORBIDDEN'; field?: string; key: string }
  | { ok: false; code: 'CONFLICT'; field?: string; key: string }
  | { ok: false; code: 'RATE_LIMITED'; key: string; retryAfter: number; field?: string }

/** A ticket is its customer's (in any session), its guest session's, and staff's. */
export function mayAccessTicket(
  owner: { sessionId: string; customerId: number | null },
  viewer: LoadedSession | null,
): boolean {
  if (!viewer) return false
  if (isStaff(viewer)) return true
  if (owner.customerId !== null) return viewer.customer?.id === owner.customerId
  return viewer.session.id === owner.sessionId
}

/** The photo `fileId` if `viewer` may see its ticket; someone else's is as missing as an unknown one. */
export async function readableServiceFile(db: Db, fileId: string, viewer: LoadedSession | null) {
  const found = await findServiceFile(db, fileId)
  return found && mayAccessTicket(found, viewer) ? found.file : null
}

export function ticketPath(kind: ServiceKind, ticketId: number): string {
  return `/${kind === 'aftersale' ? 'aftersale' : 'service'}/${ticketId}`
}

function ticketLink(origin: string, locale: string, kind: ServiceKind, ticketId: number): string {
  return `${origin.replace(/\/$/, '')}${locale === 'de' ? '' : `/${locale}`}${ticketPath(kind, ticketId)}`
}

/** Where the workshop opens a ticket: the back office's inbox. */
function inboxLink(origin: string, ticketId: number): string {
  return `${origin.replace(/\/$/, '')}/admin/tickets/${ticketId}`
}

/** The customer's 'you have an answer' mail, in the ticket's language. */
export async function mailAnswer(deps: Deps, ticket: ServiceTicketRow, message: string, origin: string) {
  const lang: Locale = isLocale(ticket.lang) ? ticket.lang : defaultLocale
  await sendMail(deps, {
    to: ticket.email,
    locale: lang,
    template: 'serviceAnswer',
    data: {
      // The name as the customer typed it, first name first: greeted in full ('Guten Tag Jörg Müller,').
      ...addresseeOf({ firstName: ticket.name }),
      ticketId: ticket.id,
      subject: ticket.subject,
      message,
      ticketUrl: ticketLink(origin, lang, ticket.kind, ticket.id),
    },
  })
}

export function fileUrl(fileId: string): string {
  return `/api/service/files/${fileId}`
}

function summary(row: { ticket: ServiceTicketRow; orderNumber: string | null }) {
  const { ticket } = row
  return {
    ticketId: ticket.id,
    kind: ticket.kind,
    topic: ticket.topic,
    subject: ticket.subject,
    status: ticket.status as TicketStatus,
    orderId: ticket.orderId,
    orderNumber: row.orderNumber,
    shirtId: ticket.shirtId,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  }
}

export type TicketSummary = ReturnType<typeof summary>

/** The viewer's tickets; staff asking for `all` see every ticket. */
export async function listServiceTickets(
  deps: Deps,
  viewer: LoadedSession,
  options: { kind?: ServiceKind; all?: boolean } = {},
): Promise<TicketSummary[]> {
  const owner =
    options.all && isStaff(viewer)
      ? null
      : { sessionId: viewer.session.id, customerId: viewer.customer?.id ?? null }
  const rows = await listTickets(deps.db, owner, options.kind)
  return rows.map(summary)
}

/** One ticket with its thread, or null when it does not exist or is someone else's. */
export async function fetchServiceTicket(deps: Deps, viewer: LoadedSession | null, ticketId: number) {
  const found = await findTicket(deps.db, ticketId)
  if (!found || !mayAccessTicket(found.ticket, viewer)) return null
  const messages = await listTicketMessages(deps.db, ticketId)
  return {
    ...summary(found),
    email: isStaff(viewer) ? found.ticket.email : undefined,
    fitPromise: found.ticket.decision ? await customerDecisionView(deps, ticketId) : null,
    messages: messages.map((message) => ({
      messageId: message.id,
      author: message.author,
      message: message.body,
      createdAt: message.createdAt.toISOString(),
      files: message.files.map((file) => ({ fileId: file.id, url: fileUrl(file.id) })),
    })),
  }
}

export type TicketView = NonNullable<Awaited<ReturnType<typeof fetchServiceTicket>>>

/**
 * The workshop's decision under the first-order fit promise as its customer reads it: the remake
 * order, the free return label of an alteration, or the reason of a decline (a key the page
 * words in the customer's language).
 */
async function customerDecisionView(deps: Deps, ticketId: number) {
  const decided = await findTicketDecision(deps.db, ticketId)
  if (!decided?.decision) return null
  return {
    decision: decided.decision,
    reason: decided.declineReason,
    returnLabel: decided.returnLabel,
    remake: decided.remakeOrderId
      ? { orderId: decided.remakeOrderId, number: decided.remakeNumber ?? '', status: decided.remakeStatus }
      : null,
  }
}

/** The customer's orders and their designs for the pickers ([] for guests). */
export async function serviceOrderChoices(deps: Deps, viewer: LoadedSession | null) {
  if (!viewer?.customer) return []
  const orders = await customerOrdersWithDesigns(deps.db, viewer.customer.id)
  const now = deps.now()
  const offered = new Set<number>()
  for (const order of orders.filter((entry) => entry.firstOrder)) {
    const assessed = await assessFitPromise(deps.db, { orderId: order.id, shirtId: null, reportedAt: now })
    if (assessed && assessed.refusal === null) offered.add(order.id)
  }
  return orders.map((order) => ({
    orderId: order.id,
    number: order.number ?? String(order.id),
    /** The first-order fit promise covers a request about this order today: a remake is offered. */
    remakeOffered: offered.has(order.id),
    createdAt: order.createdAt.toISOString(),
    designs: order.designs,
  }))
}

export type OrderChoice = Awaited<ReturnType<typeof serviceOrderChoices>>[number]

/** Cheap checks of the photos (magic bytes, size, count), then decoding and re-encoding. */
async function cleanPhotos(files: UploadedFile[]): Promise<CleanImage[] | ServiceFailure> {
  for (const file of files) {
    if (!sniffImageType(file.head))
      return { ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', field: 'files', key: 'feedback.errors.type' }
    if (file.size > feedbackLimits.maxFileBytes)
      return { ok: false, code: 'TOO_LARGE', field: 'files', key: 'feedback.errors.tooLarge' }
  }
  if (files.length > feedbackLimits.maxFiles)
    return { ok: false, code: 'BAD_INPUT', field: 'files', key: 'feedback.errors.tooMany' }
  const images: CleanImage[] = []
  for (const file of files) {
    const cleaned = await cleanImage(file)
    if ('error' in cleaned) {
      return cleaned.error === 'feedback.errors.type'
        ? { ok: false, code: 'UNSUPPORTED_MEDIA_TYPE', field: 'files', key: cleaned.error }
        : { ok: false, code: 'TOO_LARGE', field: 'files', key: cleaned.error }
    }
    images.push(cleaned)
  }
  return images
}

function fileRows(images: CleanImage[]): NewServiceFile[] {
  return images.map((image) => ({
    id: image.id,
    storedName: image.storedName,
    contentType: image.contentType,
    bytes: image.data.byteLength,
    width: image.width,
    height: image.height,
  }))
}

function shopAddress(deps: Deps): string {
  return deps.env.ADMIN_EMAIL ?? brand.company.email
}

function rateLimited(key: string, retryAfter: number): ServiceFailure {
  return { ok: false, code: 'RATE_LIMITED', key, retryAfter }
}

export type CreateContext = { locale: Locale; origin: string; clientAddress: string }

/**
 * Opens a request: aftersale needs a login and an own order; an order or design named must be
 * the customer's (404 otherwise); remake only where the first-order fit promise covers it.
 * Throttled per session and client address; ticket, first message, photos and the throttle
 * records are written in one transaction; the workshop is told by mail.
 */
export async function createServiceTicket(
  deps: Deps,
  viewer: LoadedSession,
  input: TicketCreateInput,
  files: UploadedFile[],
  context: CreateContext,
): Promise<{ ok: true; ticketId: number; kind: ServiceKind; fileIds: string[] } | ServiceFailure> {
  const customer = viewer.customer
  if (input.kind === 'aftersale' && !customer)
    return { ok: false, code: 'NOT_LOGGED_IN', key: 'service.errors.loginRequired' }
  const email = customer?.email ?? input.email
  if (!email) return { ok: false, code: 'BAD_INPUT', field: 'email', key: 'service.errors.emailRequired' }

  const now = deps.now()
  const refused = await consumeEach(deps.limiter, [
    [limits.serviceSession, viewer.session.id],
    [limits.serviceAddress, context.clientAddress],
  ])
  if (refused) return rateLimited('service.errors.tooManyRequests', refused.retryAfterSeconds)

  let orderId: number | null = null
  if (input.orderId !== undefined) {
    // A guest has no orders: any id is someone else's, answered like an unknown one.
    const orders = customer ? await customerOrdersWithDesigns(deps.db, customer.id) : []
    const order = orders.find((entry) => entry.id === input.orderId)
    if (!order) return { ok: false, code: 'NOT_FOUND', field: 'orderId', key: 'service.errors.orderNotFound' }
    if (input.topic === 'remake') {
      // The promise's rule (core/orders/fit-promise.ts), asked with today as the day of reporting.
      const assessed = await assessFitPromise(deps.db, {
        orderId: order.id,
        shirtId: input.shirtId ?? null,
        reportedAt: now,
      })
      const refusal = assessed ? assessed.refusal : 'NOT_FIRST_ORDER'
      if (refusal)
        return { ok: false, code: 'BAD_INPUT', field: 'topic', key: `fitPromise.reasons.${refusal}` }
    }
    if (input.shirtId !== undefined && !order.designs.some((design) => design.shirtId === input.shirtId))
      return { ok: false, code: 'NOT_FOUND', field: 'shirtId', key: 'service.errors.shirtNotFound' }
    orderId = order.id
  } else if (input.shirtId !== undefined) {
    const owned = await findOwnedShirt(deps.db, input.shirtId, {
      sessionId: viewer.session.id,
      customerId: customer?.id ?? null,
    })
    if (!owned) return { ok: false, code: 'NOT_FOUND', field: 'shirtId', key: 'service.errors.shirtNotFound' }
  }

  const photos = await cleanPhotos(files)
  if (!Array.isArray(photos)) return photos

  await writeImages(deps.files, photos)
  let ticketId: number
  try {
    ticketId = await deps.db.transaction(async (tx) => {
      const created = await insertTicket(
        tx,
        {
          kind: input.kind,
          topic: input.topic,
          subject: input.subject,
          status: 'open',
          sessionId: viewer.session.id,
          customerId: customer?.id ?? null,
          orderId,
          shirtId: input.shirtId ?? null,
          email,
          name: customer ? [customer.firstName, customer.lastName].filter(Boolean).join(' ') : input.name,
          lang: context.locale,
          createdAt: now,
          updatedAt: now,
        },
        input.message,
        fileRows(photos),
      )
      return created.ticketId
    })
  } catch (error) {
    // The database's failure is the one to answer; a store that fails too only leaves a file.
    await removeImages(deps.files, photos).catch(() => undefined)
    throw error
  }

  await sendMail(deps, {
    to: shopAddress(deps),
    locale: 'de',
    template: 'serviceMessage',
    data: {
      firstName: 'Team',
      ticketId,
      subject: input.subject,
      topic: input.topic,
      kind: input.kind,
      isNew: true,
      from: email,
      message: input.message,
      fileCount: photos.length,
      ticketUrl: inboxLink(context.origin, ticketId),
    },
  })
  return { ok: true, ticketId, kind: input.kind, fileIds: photos.map((photo) => photo.id) }
}

/**
 * Adds a message to the thread. Staff write as the workshop: the ticket becomes 'answered' and
 * the customer gets a mail in the ticket's language. A customer's message reopens it ('open')
 * and tells the workshop. A closed ticket takes no more messages (409). Each reply mails someone,
 * so customer replies are throttled per ticket, session and client address, staff answers per
 * ticket and staff account.
 */
export async function replyToServiceTicket(
  deps: Deps,
  viewer: LoadedSession,
  ticketId: number,
  message: string,
  files: UploadedFile[],
  context: { origin: string; clientAddress: string },
): Promise<
  { ok: true; ticketId: number; kind: ServiceKind; status: TicketStatus; messageId: number } | ServiceFailure
> {
  const found = await findTicket(deps.db, ticketId)
  if (!found || !mayAccessTicket(found.ticket, viewer))
    return { ok: false, code: 'NOT_FOUND', field: 'ticketId', key: 'service.errors.ticketNotFound' }
  const ticket = found.ticket
  if (ticket.status === 'closed') return { ok: false, code: 'CONFLICT', key: 'service.errors.closed' }
  const author = isStaff(viewer) ? 'shop' : 'customer'
  if (author === 'customer') {
    const refused = await consumeEach(deps.limiter, [
      [limits.serviceReplyTicket, String(ticketId)],
      [limits.serviceReplySession, viewer.session.id],
      [limits.serviceReplyAddress, context.clientAddress],
    ])
    if (refused) return rateLimited('service.errors.tooManyReplies', refused.retryAfterSeconds)
  } else {
    const refused = await takeStaffReply(deps, viewer.customer?.id ?? 0, ticketId)
    if (refused) return rateLimited('service.errors.tooManyReplies', refused.retryAfterSeconds)
  }
  const photos = await cleanPhotos(files)
  if (!Array.isArray(photos)) return photos

  await writeImages(deps.files, photos)
  let messageId: number | null
  try {
    messageId = await insertReply(deps.db, ticketId, author, message, fileRows(photos), deps.now())
  } catch (error) {
    // The database's failure is the one to answer; a store that fails too only leaves a file.
    await removeImages(deps.files, photos).catch(() => undefined)
    throw error
  }
  if (messageId === null) {
    await removeImages(deps.files, photos)
    return { ok: false, code: 'CONFLICT', key: 'service.errors.closed' }
  }

  if (author === 'shop') {
    await mailAnswer(deps, ticket, message, context.origin)
  } else {
    await sendMail(deps, {
      to: shopAddress(deps),
      locale: 'de',
      template: 'serviceMessage',
      data: {
        firstName: 'Team',
        ticketId,
        subject: ticket.subject,
        topic: ticket.topic,
        kind: ticket.kind,
        isNew: false,
        from: ticket.email,
        message,
        fileCount: photos.length,
        ticketUrl: inboxLink(context.origin, ticketId),
      },
    })
  }
  return {
    ok: true,
    ticketId,
    kind: ticket.kind,
    status: author === 'shop' ? 'answered' : 'open',
    messageId,
  }
}

/** Counts a staff answer against its ticket's and its author's limits (null: within them). */
export function takeStaffReply(deps: Deps, staffId: number, ticketId: number) {
  return consumeEach(deps.limiter, [
    [limits.staffReplyTicket, String(ticketId)],
    [limits.staffReplyAccount, String(staffId)],
  ])
}

/** Closes a ticket (its customer or staff); closing a closed ticket again changes nothing. */
export async function closeServiceTicket(
  deps: Deps,
  viewer: LoadedSession,
  ticketId: number,
): Promise<{ ok: true; ticketId: number; kind: ServiceKind; status: 'closed' } | ServiceFailure> {
  const found = await findTicket(deps.db, ticketId)
  if (!found || !mayAccessTicket(found.ticket, viewer))
    return { ok: false, code: 'NOT_FOUND', field: 'ticketId', key: 'service.errors.ticketNotFound' }
  await closeTicket(deps.db, ticketId, deps.now())
  return { ok: true, ticketId, kind: found.ticket.kind, status: 'closed' }
}
