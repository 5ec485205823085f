import { isLocale, type Locale } from '#config/locales.ts'
import {
  findAccountToken,
  insertAccountToken,
  retireAccountTokens,
  takeConfirmLogin,
  useAccountToken,
} from '#db/queries/account-tokens.ts'
import {
  findCustomerByEmail,
  findCustomerById,
  setPasswordAndBumpGeneration,
  updateCustomer,
} from '#db/queries/customers.ts'
import { ensureOneStandardProfile } from '#db/queries/measures.ts'
import { deleteCustomerSessions, updateSession } from '#db/queries/sessions.ts'
import { claimSessionDesigns } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { limits } from '../limits/rules.ts'
import { customerNewsletterState, setCustomerNewsletter } from '../newsletter/subscriptions.ts'
import type { SessionCustomer, SessionRecord } from '../sessions/rules.ts'
import { rotateSession } from '../sessions/use-cases.ts'
import { eraseAccount, exportCustomerData } from './data-rights.ts'
import { hashPassword, normaliseEmail, verifyPassword } from './passwords.ts'
import { isWeakPassword, type MailContext, type RegisterContext } from './register.ts'
import type { ProfileInput, SettingsInput } from './schemas.ts'
import { accountLink, hashAccountToken, newAccountToken, tokenLifetimeMs, tokenState } from './tokens.ts'

export type Signed = { session: SessionRecord; customer: SessionCustomer }

export type ConfirmResult =
  /**
   * `returnPath`: where the registration came from (checkout, say), to go on to after the login;
   * `login`: the opener is the browser that registered: its session, rotated and logged in.
   */
  | {
      ok: true
      email: string
      returnPath: string | null
      login: { token: string; lifetimeDays: number } | null
    }
  | { ok: false; code: 'LINK_UNKNOWN' | 'LINK_EXPIRED' | 'LINK_USED' }

function linkFailure(state: string) {
  return state === 'expired' ? 'LINK_EXPIRED' : state === 'used' ? 'LINK_USED' : 'LINK_UNKNOWN'
}

/** Days the session a confirmation link logs in lives after its last use (as a login without 'remember me'). */
const confirmLoginDays = 1

/**
 * The link of the welcome mail: the account is confirmed and receives the designs and profiles of
 * the session that registered (docs/decisions/024). Opened in the browser that registered (its
 * session is `opener`), it also logs that browser in, once, under a new session id; any other
 * browser (a mail scanner, another device) only confirms, and the customer logs in there with
 * the password. A mail scanner that opened the link first does not take the login away from the
 * registering browser, which still gets it once while the link is valid.
 */
export async function confirmRegistration(
  deps: Deps,
  token: string,
  opener: SessionRecord | null = null,
): Promise<ConfirmResult> {
  const now = deps.now()
  const row = await findAccountToken(deps.db, 'confirm', hashAccountToken(token))
  const state = tokenState(row, now)
  const registering = opener !== null && row?.sessionId === opener.id
  if (!row || (state !== 'valid' && !(state === 'used' && registering)))
    return { ok: false, code: linkFailure(state) }
  const customer = await findCustomerById(deps.db, row.customerId)
  if (!customer) return { ok: false, code: 'LINK_UNKNOWN' }
  const done = await deps.db.transaction(async (db) => {
    const confirmed = await useAccountToken(db, row.id, now)
    if (confirmed) {
      await retireAccountTokens(db, customer.id, 'confirm', now)
      await updateCustomer(db, customer.id, { pendingSince: null, updatedAt: now })
      if (row.sessionId) {
        await claimSessionDesigns(db, row.sessionId, customer.id)
        await ensureOneStandardProfile(db, { sessionId: row.sessionId, customerId: customer.id })
      }
    }
    // Only a confirmed account (now, or earlier by a scanner or a newer link) is logged in.
    const mayLogIn =
      opener &&
      registering &&
      (confirmed || !customer.pendingSince) &&
      !customer.blockedAt &&
      !customer.disabledAt
    const loggedIn = mayLogIn ? await takeConfirmLogin(db, row.id, opener.id, now) : false
    if (!confirmed && !loggedIn) return null
    if (!loggedIn || !opener) return { login: null }
    // The registering browser's session continues under a new id: a session id planted before
    // (fixation) or read from an old cookie is worthless afterwards.
    const rotated = await rotateSession({ ...deps, db }, opener, {
      customerId: customer.id,
      customerGeneration: customer.sessionGeneration,
      adminLogin: false,
      lifetimeDays: confirmLoginDays,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + confirmLoginDays * 86_400_000),
    })
    return { login: { token: rotated.token, lifetimeDays: confirmLoginDays } }
  })
  return done
    ? { ok: true, email: customer.email, returnPath: row.returnPath, login: done.login }
    : { ok: false, code: 'LINK_USED' }
}

/**
 * The current password as proof for a sensitive change. Wrong answers count per session (10 in 15
 * minutes), so a borrowed session cannot be used to guess the password; they do not share the
 * login's count, which strangers can fill, so guessing at the login never keeps the logged-in
 * owner from changing the password.
 */
async function confirmCurrentPassword(
  deps: Deps,
  signed: Signed,
  customer: { passwordHash: string },
  password: string,
): Promise<'ok' | 'WRONG_PASSWORD' | 'RATE_LIMITED'> {
  const attempt = await deps.limiter.consume(limits.currentPassword, signed.session.id)
  if (!attempt.allowed) return 'RATE_LIMITED'
  if (!(await verifyPassword(customer.passwordHash, password))) return 'WRONG_PASSWORD'
  // The right password does not count.
  await deps.limiter.reward(limits.currentPassword, signed.session.id)
  return 'ok'
}

export type PasswordChangeResult =
  | { ok: true; token: string; lifetimeDays: number }
  | { ok: false; code: 'WRONG_PASSWORD' | 'PASSWORD_TOO_COMMON' | 'RATE_LIMITED' }

/**
 * /dashboard/password: the current password is required; every other session of the customer
 * ends, this one continues under a new id, and a mail tells the customer.
 */
export async function changePassword(
  deps: Deps,
  signed: Signed,
  input: { currentPassword: string; newPassword: string },
  mail: MailContext,
): Promise<PasswordChangeResult> {
  const customer = await findCustomerById(deps.db, signed.customer.id)
  if (!customer) return { ok: false, code: 'WRONG_PASSWORD' }
  const proof = await confirmCurrentPassword(deps, signed, customer, input.currentPassword)
  if (proof !== 'ok') return { ok: false, code: proof }
  if (isWeakPassword(input.newPassword, customer.email)) return { ok: false, code: 'PASSWORD_TOO_COMMON' }
  const passwordHash = await hashPassword(input.newPassword)
  const now = deps.now()
  const token = await deps.db.transaction(async (db) => {
    const generation = await setPasswordAndBumpGeneration(db, customer.id, passwordHash, now)
    await deleteCustomerSessions(db, customer.id, signed.session.id)
    const rotated = await rotateSession({ ...deps, db }, signed.session, { customerGeneration: generation })
    return rotated.token
  })
  const locale = customer.lang as Locale
  await sendMail(deps, {
    to: customer.email,
    locale,
    template: 'passwordChanged',
    data: { ...addresseeOf(customer), resetUrl: accountLink(mail.origin, locale, '/forgot-password') },
  })
  return { ok: true, token, lifetimeDays: signed.session.lifetimeDays }
}

export type ProfileResult =
  | { ok: true; emailChangePending: boolean }
  | { ok: false; code: 'WRONG_PASSWORD' | 'PASSWORD_REQUIRED' | 'RATE_LIMITED' }

/**
 * /dashboard/profile: salutation and names change at once; a new email needs the current
 * password and takes effect only when the link sent to the new address is opened. Whether the new
 * address already has an account is not revealed here (the link then fails at confirmation).
 */
export async function updateProfile(
  deps: Deps,
  signed: Signed,
  input: ProfileInput,
  mail: MailContext,
): Promise<ProfileResult> {
  const customer = await findCustomerById(deps.db, signed.customer.id)
  if (!customer) return { ok: false, code: 'WRONG_PASSWORD' }
  const now = deps.now()
  const newEmail = normaliseEmail(input.email)
  const emailChanges = newEmail !== customer.email
  if (emailChanges) {
    if (!input.currentPassword) return { ok: false, code: 'PASSWORD_REQUIRED' }
    const proof = await confirmCurrentPassword(deps, signed, customer, input.currentPassword)
    if (proof !== 'ok') return { ok: false, code: proof }
  }
  await updateCustomer(deps.db, customer.id, {
    salutation: input.salutation || null,
    firstName: input.firstName,
    lastName: input.lastName,
    updatedAt: now,
  })
  if (!emailChanges) return { ok: true, emailChangePending: false }
  const { token, hash } = newAccountToken()
  await retireAccountTokens(deps.db, customer.id, 'email-change', now)
  await insertAccountToken(deps.db, {
    customerId: customer.id,
    purpose: 'email-change',
    tokenHash: hash,
    newEmail,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs['email-change']),
    createdAt: now,
  })
  const locale = customer.lang as Locale
  const validMinutes = tokenLifetimeMs['email-change'] / 60_000
  await sendMail(deps, {
    to: newEmail,
    locale,
    template: 'emailChangeConfirm',
    data: {
      newEmail,
      validMinutes,
      confirmUrl: accountLink(mail.origin, locale, '/dashboard/profile', { confirmEmail: token }),
    },
  })
  await sendMail(deps, {
    to: customer.email,
    locale,
    template: 'emailChangeNotice',
    data: { ...addresseeOf(input), newEmail },
  })
  return { ok: true, emailChangePending: true }
}

export type EmailChangeResult =
  | { ok: true; email: string }
  | { ok: false; code: 'LINK_UNKNOWN' | 'LINK_EXPIRED' | 'LINK_USED' | 'EMAIL_TAKEN' }

/** The link in the mail to the new address; only the customer who asked can use it. */
export async function confirmEmailChange(
  deps: Deps,
  signed: Signed,
  token: string,
): Promise<EmailChangeResult> {
  const now = deps.now()
  const row = await findAccountToken(deps.db, 'email-change', hashAccountToken(token))
  const state = tokenState(row, now)
  if (!row || row.customerId !== signed.customer.id || !row.newEmail)
    return { ok: false, code: 'LINK_UNKNOWN' }
  if (state !== 'valid') return { ok: false, code: linkFailure(state) }
  if (await findCustomerByEmail(deps.db, row.newEmail)) return { ok: false, code: 'EMAIL_TAKEN' }
  const newEmail = row.newEmail
  const result = await deps.db.transaction(async (db) => {
    if (!(await useAccountToken(db, row.id, now))) return 'used' as const
    return (await updateCustomer(db, signed.customer.id, { email: newEmail, updatedAt: now }))
      ? ('ok' as const)
      : ('taken' as const)
  })
  if (result === 'used') return { ok: false, code: 'LINK_USED' }
  if (result === 'taken') return { ok: false, code: 'EMAIL_TAKEN' }
  return { ok: true, email: newEmail }
}

/**
 * /dashboard/settings: language of the shop and of the mails, and the newsletter box, which goes
 * through the newsletter's own double opt-in (ticking it subscribes only after the mail's link).
 */
export async function updateSettings(
  deps: Deps,
  signed: Signed,
  input: SettingsInput,
  mail: RegisterContext,
) {
  const lang: Locale = isLocale(input.lang) ? input.lang : 'de'
  await updateCustomer(deps.db, signed.customer.id, { lang, updatedAt: deps.now() })
  await updateSession(deps.db, signed.session.id, { lang })
  await setCustomerNewsletter(deps, signed.customer, input.newsletter, {
    ...mail,
    locale: lang,
    source: 'settings',
  })
  return { ok: true as const, lang }
}

/** The account as the customer sees it (profile action, dashboard pages). */
export async function accountProfile(deps: Deps, customerId: number) {
  const customer = await findCustomerById(deps.db, customerId)
  if (!customer) return null
  return {
    custId: customer.id,
    email: customer.email,
    salutation: customer.salutation ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    lang: customer.lang,
    newsletterSubscribed: customer.newsletterSubscribed ? 1 : 0,
    /** subscribed, pending (waiting for the link of the confirmation mail) or none. */
    newsletter: customerNewsletterState(customer.newsletterStatus),
    role: customer.role,
    createdAt: customer.createdAt.toISOString(),
  }
}

/** GDPR art. 15/20: everything stored about the customer, as one JSON document (data-rights.ts). */
export async function exportAccountData(deps: Deps, signed: Signed, locale: Locale) {
  return exportCustomerData(deps, signed.customer.id, locale, signed.session)
}

export type DeleteResult = { ok: true } | { ok: false; code: 'WRONG_PASSWORD' | 'RATE_LIMITED' }

/**
 * Deleting the account asks for the password; then the same erasure as an admin's on request
 * (data-rights.ts): the row goes, or is anonymised when orders are on file.
 */
export async function deleteAccount(deps: Deps, signed: Signed, password: string): Promise<DeleteResult> {
  const customer = await findCustomerById(deps.db, signed.customer.id)
  if (!customer) return { ok: false, code: 'WRONG_PASSWORD' }
  const proof = await confirmCurrentPassword(deps, signed, customer, password)
  if (proof !== 'ok') return { ok: false, code: proof }
  await eraseAccount(deps, customer)
  return { ok: true }
}
