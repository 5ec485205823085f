import type { Locale } from '#config/locales.ts'
import type { Deps } from '../deps.ts'

/**
 * The emails the shop sends and the data each needs. Use cases only name a template and hand
 * over its data; rendering (texts in the customer's language, branded HTML) and delivery
 * (outbox files or SMTP) live in server/email, wired in by the composition root.
 * A new mail: add its entry here and its template in server/email/templates.ts.
 */
export type MailTemplates = {
  /** After registration: welcome and the link that confirms the address and opens the account. */
  welcome: { firstName: string; confirmUrl: string }
  /** Someone registered with an address that already has an account (enumeration-safe answer). */
  accountExists: { firstName: string; loginUrl: string; resetUrl: string }
  passwordReset: { firstName: string; resetUrl: string; validMinutes: number }
  passwordChanged: { firstName: string; resetUrl: string }
  /** Sent to the new address; the change takes effect only when the link is opened. */
  emailChangeConfirm: { firstName: string; confirmUrl: string; newEmail: string; validMinutes: number }
  /** Sent to the old address when the change is requested, so a hijack does not go unnoticed. */
  emailChangeNotice: { firstName: string; newEmail: string }
  accountDeleted: { firstName: string }
  /**
   * Double opt-in: the link that confirms a newsletter subscription (no advertising, LEGAL.md).
   * Every newsletter mail carries `unsubscribeUrl`; the mailer also sets List-Unsubscribe from it.
   */
  newsletterConfirm: { firstName: string; confirmUrl: string; unsubscribeUrl: string; validDays: number }
  /** After the confirmation: the subscription is active. */
  newsletterWelcome: { firstName: string; unsubscribeUrl: string }
}

export type MailTemplateName = keyof MailTemplates

export type MailRequest = {
  [K in MailTemplateName]: { to: string; locale: Locale; template: K; data: MailTemplates[K] }
}[MailTemplateName]

export type Mailer = {
  send(request: MailRequest): Promise<void>
}

/**
 * Sends one mail. A failing transport is logged, never shown to the visitor: the answer of an
 * account action must not depend on the mail server (and must not reveal whether a mail went out).
 */
export async function sendMail(deps: Pick<Deps, 'mailer' | 'logger'>, request: MailRequest): Promise<void> {
  if (!deps.mailer) {
    deps.logger.error({ template: request.template }, 'no mailer configured: mail not sent')
    return
  }
  try {
    await deps.mailer.send(request)
  } catch (error) {
    deps.logger.error({ err: error, template: request.template }, 'mail delivery failed')
  }
}
