import type { Locale } from '#config/locales.ts'
import { insertAccountToken } from '#db/queries/account-tokens.ts'
import { findCustomerByEmail, insertCustomer } from '#db/queries/customers.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { consumeEach } from '../limits/limiter.ts'
import { limits } from '../limits/rules.ts'
import { sameShopPath } from '../navigation/safe-navigation.ts'
import { requestSubscription } from '../newsletter/subscriptions.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { isCommonPassword } from './common-passwords.ts'
import { hashPassword, normaliseEmail } from './passwords.ts'
import type { RegisterInput } from './schemas.ts'
import { admitSignup, type SignupClient } from './signup-proof.ts'
import { accountLink, newAccountToken, tokenLifetimeMs } from './tokens.ts'

export type RegisterResult =
  | { ok: true }
  | { ok: false; code: 'PASSWORD_TOO_COMMON' }
  /** The client's network has used its registrations for the hour: come again with a solved proof. */
  | { ok: false; code: 'PROOF_OF_WORK_REQUIRED'; retryAfterSeconds: number }

/**
 * `redirectTo`: the shop path the confirmed customer returns to after the login (e.g. checkout);
 * it stays with the link's token, out of the mail.
 */
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
 * gets a mail to its owner with links to log in and to reset the password, or, while that account
 * still waits for its confirmation, a new confirmation link. Both answers are the same, and both
 * paths hash a password, write one row and send one mail, so they take as long. An address gets
 * at most one such mail an hour and three a day, however often it is registered; beyond its
 * network's allowance a registration needs a proof of work (core/accounts/signup-proof.ts). A mail
 * to an address nobody has confirmed carries nothing the registering visitor typed: no name.
 * The guest's designs and profiles move to the account when the link is opened.
 */
export async function registerCustomer(
  deps: Deps,
  session: SessionRecord,
  input: RegisterInput,
  mail: RegisterContext,
  client: SignupClient,
): Promise<RegisterResult> {
  const email = normaliseEmail(input.email)
  if (isWeakPassword(input.password, email)) return { ok: false, code: 'PASSWORD_TOO_COMMON' }
  const admission = await admitSignup(deps, client)
  if (!admission.admitted)
    return { ok: false, code: 'PROOF_OF_WORK_REQUIRED', retryAfterSeconds: admission.retryAfterSeconds }
  // One mail an hour per address, whichever request it falls to: counted before the account is
  // written, so of parallel registrations of one new address only one mails, the account's
  // welcome or (if another request created the account) its confirmation.
  const mailRefused = await consumeEach(deps.limiter, [
    [limits.registrationMail, email],
    [limits.registrationMailDaily, email],
  ])
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
  if (input.newsletter) await requestSubscription(deps, { email }, { ...mail, source: 'registration' })
  if (mailRefused) return { ok: true }
  if (created) {
    await sendConfirmation(deps, { id: created.id, email }, session.id, mail)
    return { ok: true }
  }
  const owner = await findCustomerByEmail(deps.db, email)
  if (!owner) return { ok: true }
  // Nobody has confirmed this address yet: it gets the confirmation link again, and nothing else.
  // The link does not remember this session: its designs would be a stranger's to the owner.
  if (owner.pendingSince) {
    await sendConfirmation(deps, owner, null, { ...mail, locale: owner.lang as Locale, redirectTo: null })
    return { ok: true }
  }
  const locale = owner.lang as Locale
  await sendMail(deps, {
    to: email,
    locale,
    template: 'accountExists',
    data: {
      ...addresseeOf(owner),
      loginUrl: accountLink(mail.origin, locale, '/login'),
      resetUrl: accountLink(mail.origin, locale, '/forgot-password'),
    },
  })
  return { ok: true }
}

/** A fresh confirmation link for a waiting account (registration, or a login before confirming). */
export async function sendConfirmation(
  deps: Deps,
  customer: { id: number; email: string },
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
    returnPath: sameShopPath(mail.redirectTo),
    expiresAt: new Date(now.getTime() + tokenLifetimeMs.confirm),
    createdAt: now,
  })
  await sendMail(deps, {
    to: customer.email,
    locale: mail.locale,
    template: 'welcome',
    data: { confirmUrl: accountLink(mail.origin, mail.locale, '/login', { confirm: token }) },
  })
}
