import type { Locale } from '#config/locales.ts'
import { insertAccountToken } from '#db/queries/account-tokens.ts'
import { findCustomerByEmail, insertCustomer } from '#db/queries/customers.ts'
import type { Deps } from '../deps.ts'
import { sendMail } from '../email/contract.ts'
import { limits } from '../limits/rules.ts'
import { sameShopPath } from '../navigation/safe-navigation.ts'
import { requestSubscription } from '../newsletter/subscriptions.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { isCommonPassword } from './common-passwords.ts'
import { hashPassword, normaliseEmail } from './passwords.ts'
import type { RegisterInput } from './schemas.ts'
import { accountLink, newAccountToken, tokenLifetimeMs } from './tokens.ts'

export type RegisterResult = { ok: true } | { ok: false; code: 'PASSWORD_TOO_COMMON' }

/** `redirectTo`: the shop path the confirmation link returns to after the login (e.g. checkout). */
export type MailContext = { origin: string; locale: Locale; redirectTo?: string | null }

/** Registration also needs the newsletter consent text, for the optional newsletter box. */
export type RegisterContext = MailContext & { consentText: string }

/** The password rule of the shop: a common password, or the email itself, is refused. */
export function isWeakPassword(password: string, email: string): boolean {
  return isCommonPassword(password) || password.trim().toLowerCase() === normaliseEmail(email)
}

/**
 * Registration without revealing who has an account (docs/decisions/008): a new address gets an
 * account waiting for confirmation and a welcome mail with the confirmation link; a taken address
 * gets a mail to its owner with links to log in and to reset the password. Both answers are the
 * same, and both paths hash a password, write one row and send one mail, so they take as long
 * (a taken address gets at most one mail an hour, so registering cannot flood its owner).
 * The guest's designs and profiles move to the account when the link is opened.
 */
export async function registerCustomer(
  deps: Deps,
  session: SessionRecord,
  input: RegisterInput,
  mail: RegisterContext,
): Promise<RegisterResult> {
  const email = normaliseEmail(input.email)
  if (isWeakPassword(input.password, email)) return { ok: false, code: 'PASSWORD_TOO_COMMON' }
  const now = deps.now()
  const passwordHash = await hashPassword(input.password)
  const created = await insertCustomer(deps.db, {
    email,
    passwordHash,
    salutation: input.salutation || null,
    firstName: input.firstName,
    lastName: input.lastName,
    lang: mail.locale,
    pendingSince: now,
  })
  // The newsletter box starts its own double opt-in, on both paths alike (nothing leaks).
  if (input.newsletter)
    await requestSubscription(
      deps,
      { email, firstName: input.firstName },
      { ...mail, source: 'registration' },
    )
  // However often a taken address is registered, its owner gets at most one 'account exists' mail
  // an hour. A new account takes that hour's mail too: otherwise a second registration would mail
  // (and answer as slowly as the first) only for an address that was new a moment ago.
  const mailed = await deps.limiter.consume(limits.accountExistsMail, email)
  if (!created) {
    if (!mailed.allowed) return { ok: true }
    const owner = await findCustomerByEmail(deps.db, email)
    const locale = (owner?.lang ?? mail.locale) as Locale
    await sendMail(deps, {
      to: email,
      locale,
      template: 'accountExists',
      data: {
        firstName: owner?.firstName ?? input.firstName,
        loginUrl: accountLink(mail.origin, locale, '/login'),
        resetUrl: accountLink(mail.origin, locale, '/forgot-password'),
      },
    })
    return { ok: true }
  }
  await sendConfirmation(deps, { id: created.id, email, firstName: input.firstName }, session.id, mail)
  return { ok: true }
}

/** A fresh confirmation link for a waiting account (registration, or a login before confirming). */
export async function sendConfirmation(
  deps: Deps,
  customer: { id: number; email: string; firstName: string },
  sessionId: string | null,
  mail: MailContext,
) {
  const now = deps.now()
  const { token, hash } = newAccountToken()
  await insertAccountToken(deps.db, {
    customerId: customer.id,
    purpose: 'confirm',
    tokenHash: hash,
    sessionId,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs.confirm),
    createdAt: now,
  })
  await sendMail(deps, {
    to: customer.email,
    locale: mail.locale,
    template: 'welcome',
    data: {
      firstName: customer.firstName,
      confirmUrl: accountLink(mail.origin, mail.locale, '/login', confirmQuery(token, mail.redirectTo)),
    },
  })
}

function confirmQuery(token: string, redirectTo: string | null | undefined): Record<string, string> {
  const back = sameShopPath(redirectTo)
  return back ? { confirm: token, redirectTo: back } : { confirm: token }
}
