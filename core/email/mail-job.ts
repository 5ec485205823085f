import { z } from 'zod'
import { locales } from '#config/locales.ts'
import type { Deps } from '../deps.ts'
import type { MailAttachment, MailRequest } from './contract.ts'

/**
 * A mail as a job stores it: the request as JSON, with the bytes of finished files (the invoice)
 * in base64 so they survive the round trip through the database.
 */
const StoredAttachmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), filename: z.string(), contentType: z.string(), base64: z.string() }),
  z.object({ kind: z.literal('page'), page: z.enum(['agb', 'widerruf']) }),
  z.object({ kind: z.literal('giftVoucher'), voucher: z.record(z.string(), z.unknown()) }),
])

export const MailJobSchema = z.object({
  to: z.string().min(1),
  locale: z.enum(locales),
  template: z.string().min(1),
  data: z.record(z.string(), z.unknown()),
  attachments: z.array(StoredAttachmentSchema).optional(),
})
export type MailJob = z.infer<typeof MailJobSchema>

function storedAttachment(attachment: MailAttachment): z.infer<typeof StoredAttachmentSchema> {
  if (attachment.kind !== 'file') return attachment
  const { content, ...rest } = attachment
  return { ...rest, base64: Buffer.from(content).toString('base64') }
}

function requestAttachment(stored: z.infer<typeof StoredAttachmentSchema>): MailAttachment {
  if (stored.kind === 'file') {
    const { base64, ...rest } = stored
    return { ...rest, content: new Uint8Array(Buffer.from(base64, 'base64')) }
  }
  // Written by toMailJob from a typed request; the schema checks its shape, not every field.
  return stored as MailAttachment
}

export function toMailJob(request: MailRequest): MailJob {
  return {
    to: request.to,
    locale: request.locale,
    template: request.template,
    data: request.data,
    ...(request.attachments && { attachments: request.attachments.map(storedAttachment) }),
  }
}

export function fromMailJob(job: MailJob): MailRequest {
  const { attachments, ...rest } = job
  // Written by toMailJob from a typed request; the template's data is checked by its renderer.
  return {
    ...rest,
    ...(attachments && { attachments: attachments.map(requestAttachment) }),
  } as MailRequest
}

/** The `mail` job: renders and sends. A failure throws, so the queue tries again later. */
export async function deliverMail(deps: Pick<Deps, 'mailer' | 'counters'>, job: MailJob): Promise<void> {
  try {
    if (!deps.mailer) throw new Error('no mailer configured')
    await deps.mailer.send(fromMailJob(job))
  } catch (error) {
    deps.counters?.mail('failed', job.template)
    throw error
  }
  deps.counters?.mail('sent', job.template)
}
