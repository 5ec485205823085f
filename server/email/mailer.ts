import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { serverT } from '#app/i18n/server.ts'
import { brand } from '#config/brand.ts'
import type { Env } from '#config/env.server.ts'
import type { Mailer } from '#core/email/contract.ts'
import { renderAttachments } from './attachments.ts'
import { renderTemplate } from './templates.ts'

/** Where mails go without SMTP_URL: one `.eml` file per mail, readable by any mail program. */
export function outboxDir(env: Pick<Env, 'dataDir'>): string {
  return path.join(env.dataDir, 'outbox')
}

/** MAIL_FROM, else a no-reply address at the shop's host. */
export function sender(env: Pick<Env, 'PUBLIC_ORIGIN' | 'MAIL_FROM'>): string {
  if (env.MAIL_FROM) return env.MAIL_FROM
  const host = env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).hostname : 'nadel-und-faden.de'
  return `"${brand.name}" <no-reply@${host}>`
}

/** MAIL_REPLY_TO, else the service address: a customer who answers a mail reaches a person. */
export function replyTo(env: Pick<Env, 'MAIL_REPLY_TO'>): string {
  return env.MAIL_REPLY_TO ?? `"${brand.name}" <${brand.company.email}>`
}

/**
 * A server that accepts the connection and then says nothing holds a worker for at most this long
 * (nodemailer waits 30 s for the greeting and 10 min on a silent socket); the job is retried
 * later. Parameters in SMTP_URL (`?greetingTimeout=…`) take precedence.
 */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

/**
 * The shop's mailer: SMTP when SMTP_URL is set, else nodemailer's stream transport writing
 * `DATA_DIR/outbox/<time>-<sequence>-<template>-<random>.eml`.
 */
export function createMailer(env: Env, logger: Logger): Mailer {
  const transport = env.SMTP_URL
    ? nodemailer.createTransport({ url: env.SMTP_URL, ...smtpTimeouts })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const dir = outboxDir(env)
  // Keeps the files in the order they were written when several fall in one millisecond (a
  // worker catching up): sorted by name, the newest is last.
  let written = 0
  return {
    async send(request) {
      const t = serverT(request.locale)
      const rendered = renderTemplate(request, t, request.locale)
      const attachments = await renderAttachments(request.attachments ?? [], t, request.locale, {
        site: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).host : 'nadel-und-faden.de',
        now: new Date(),
      })
      const info = await transport.sendMail({
        from: sender(env),
        replyTo: replyTo(env),
        to: request.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: {
          'X-Nf-Template': request.template,
          // Mail programs show their own unsubscribe button for newsletter mails (RFC 2369).
          ...('unsubscribeUrl' in request.data
            ? { 'List-Unsubscribe': `<${request.data.unsubscribeUrl}>` }
            : {}),
        },
        attachments,
      })
      if (!env.SMTP_URL) {
        await fs.mkdir(dir, { recursive: true })
        const stamp = new Date().toISOString().replace(/[:.]/g, '-')
        const order = String(++written).padStart(6, '0')
        const file = path.join(
          dir,
          `${stamp}-${order}-${request.template}-${randomBytes(4).toString('hex')}.eml`,
        )
        await fs.writeFile(file, (info as { message: Buffer }).message)
        logger.info({ template: request.template, file }, 'mail written to the outbox')
      } else {
        logger.info({ template: request.template, messageId: info.messageId }, 'mail sent')
      }
    },
  }
}
