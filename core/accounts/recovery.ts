import type { Locale } from '#config/locales.ts'
import {
  findAccountToken,
  insertAccountToken,
  retireAccountTokens,
  useAccountToken,
} from '#db/queries/account-tokens.ts'
import { findCustomerByEmail, findCustomerById, setPasswordAndBumpGeneration } from '#db/queries/customers.ts'
import { deleteCustomerSessions } from '#db/queries/sessions.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { consumeEach } from '../limits/limiter.ts'
import { limits } from '../limits/rules.ts'
import { hashPassword, normaliseEmail } from './passwords.ts'
import { isWeakPassword, type MailContext } from './register.ts'
import { accountLink, hashAccountToken, newAccountToken, tokenLifetimeMs, tokenState } from './tokens.ts'

export type ResetRequestResult = { ok: true } | { ok: false; code: 'RATE_LIMITED'; retryAfter: number }

/**
 * /forgot-password: the answer is the same whether or not the address has an account. The mail
 * goes out in the background so that the time of the answer does not tell either.
 */
export async function requestPasswordReset(
  deps: Deps,
  rawEmail: string,
  clientAddress: string,
  mail: MailContext,
): Promise<ResetRequestResult> {
  const email = normaliseEmail(rawEmail)
  // Counted whether or not an account exists, so the limit reveals nothing.
  const refused = await consumeEach(deps.limiter, [
    [limits.resetAddress, clientAddress],
    [limits.resetAccount, email],
  ])
  if (refused) return { ok: false, code: 'RATE_LIMITED', retryAfter: refused.retryAfterSeconds }
  void sendResetLink(deps, email, mail).catch((error: unknown) =>
    deps.logger.error({ err: error }, 'password reset link failed'),
  )
  return { ok: true }
}

/**
 * The reset mail itself, in the customer's language with a link on the configured origin; also
 * sent by an admin from /admin/customers. False (nothing sent) for an unknown, deleted or blocked
 * account.
 */
export async function sendResetLink(deps: Deps, email: string, mail: Pick<MailContext, 'origin'>) {
  const customer = await findCustomerByEmail(deps.db, email)
  if (!customer || customer.disabledAt || customer.blockedAt) return false
  const now = deps.now()
  const { token, hash } = newAccountToken()
  await retireAccountTokens(deps.db, customer.id, 'reset', now)
  await insertAccountToken(deps.db, {
    customerId: customer.id,
    purpose: 'reset',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs.reset),
    createdAt: now,
  })
  const locale = customer.lang as Locale
  await sendMail(deps, {
    to: customer.email,
    locale,
    template: 'passwordReset',
    data: {
      ...addresseeOf(customer),
      resetUrl: accountLink(mail.origin, locale, '/password-recovery', { token }),
      validMinutes: tokenLifetimeMs.reset / 60_000,
    },
  })
  return true
}

export type ResetLinkState = 'valid' | 'unknown' | 'expired' | 'used'

/** What /password-recovery shows before the form: a working link, or why it does not work. */
export async function checkResetLink(deps: Deps, token: string): Promise<ResetLinkState> {
  const row = await findAccountToken(deps.db, 'reset', hashAccountToken(token))
  return tokenState(row, deps.now())
}

export type ResetResult =
  | { ok: true; customerId: number }
  | { ok: false; code: 'LINK_UNKNOWN' | 'LINK_EXPIRED' | 'LINK_USED' | 'PASSWORD_TOO_COMMON' }

/**
 * Sets the new password from a reset link: the link works once and within 60 minutes; every
 * session of the customer ends (the generation moves on), and opening the link also proves the
 * address, so an account still waiting for confirmation is confirmed.
 */
export async function resetPassword(
  deps: Deps,
  token: string,
  password: string,
  mail: MailContext,
): Promise<ResetResult> {
  const now = deps.now()
  const row = await findAccountToken(deps.db, 'reset', hashAccountToken(token))
  const state = tokenState(row, now)
  if (!row || state !== 'valid') {
    return {
      ok: false,
      code: state === 'expired' ? 'LINK_EXPIRED' : state === 'used' ? 'LINK_USED' : 'LINK_UNKNOWN',
    }
  }
  const customer = await findCustomerById(deps.db, row.customerId)
  if (!customer) return { ok: false, code: 'LINK_UNKNOWN' }
  if (isWeakPassword(password, customer.email)) return { ok: false, code: 'PASSWORD_TOO_COMMON' }
  const passwordHash = await hashPassword(password)
  const used = await deps.db.transaction(async (db) => {
    if (!(await useAccountToken(db, row.id, now))) return false
    await setPasswordAndBumpGeneration(db, customer.id, passwordHash, now)
    await deleteCustomerSessions(db, customer.id)
    return true
  })
  if (!used) return { ok: false, code: 'LINK_USED' }
  // Whoever opened the link owns the address: the guessing that locked the account ends here, and
  // with it the episode of the lock mail.
  const email = normaliseEmail(customer.email)
  await deps.limiter.reset(limits.loginAccount, email)
  await deps.limiter.reset(limits.loginLockMail, email)
  const locale = customer.lang as Locale
  await sendMail(deps, {
    to: customer.email,
    locale,
    template: 'passwordChanged',
    data: { ...addresseeOf(customer), resetUrl: accountLink(mail.origin, locale, '/forgot-password') },
  })
  return { ok: true, customerId: customer.id }
}
