import type { Challenge } from 'altcha-lib'
import type { Locale } from '#config/locales.ts'
import { latestAccountToken } from '#db/queries/account-tokens.ts'
import { findCustomerByEmail, findKnownDevice, rememberKnownDevice } from '#db/queries/customers.ts'
import { ensureOneStandardProfile } from '#db/queries/measures.ts'
import { claimSessionTickets } from '#db/queries/service.ts'
import { claimSessionDesigns } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import { addresseeOf } from '../email/addressee.ts'
import { sendMail } from '../email/contract.ts'
import { altchaIssuedAt } from '../feedback/altcha-issued-at.ts'
import { altchaSettings, issueAltchaChallenge, verifyAltcha } from '../feedback/bot-check.ts'
import { limits } from '../limits/rules.ts'
import { deviceCookieDays } from '../sessions/cookie.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { isBackOfficeRole } from '../sessions/staff.ts'
import { rotateSession } from '../sessions/use-cases.ts'
import { gateLogin } from './login-gate.ts'
import { hashPassword, normaliseEmail, verifyPassword } from './passwords.ts'
import { type MailContext, sendConfirmation } from './register.ts'
import type { LoginInput } from './schemas.ts'
import { accountLink, hashAccountToken, isWellFormedAccountToken, newAccountToken } from './tokens.ts'

export type LoginResult =
  /**
   * `deviceToken`: the known-device cookie to set (new, or the one that came, for another year);
   * `staff`: a back-office account, which goes on to /admin.
   */
  | { ok: true; token: string; lifetimeDays: number; customerId: number; deviceToken: string; staff: boolean }
  | { ok: false; code: 'INVALID_CREDENTIALS' }
  /** Right password, but the address is not confirmed yet: a new link went out. */
  | { ok: false; code: 'UNCONFIRMED' }
  /** Right password, but an admin blocked the account (told only to whoever knows the password). */
  | { ok: false; code: 'ACCOUNT_BLOCKED' }
  /**
   * Beyond the free attempts: solve `challenge` (ALTCHA, bound to this session) and send the answer
   * as `altcha`, not before `retryAfter` seconds; then the password is checked.
   */
  | { ok: false; code: 'PROOF_OF_WORK_REQUIRED'; challenge: Challenge; retryAfter: number }
  /** The proof came before its delay ended: it stays unspent; send it again after `retryAfter` seconds. */
  | { ok: false; code: 'LOGIN_DELAYED'; retryAfter: number }
  /** The session holds too many unsolved challenges to get another one. */
  | { ok: false; code: 'RATE_LIMITED'; retryAfter: number }

let dummyHash: Promise<string> | null = null
/** A real argon2id hash to verify against when the email is unknown, so both paths take as long. */
function dummy() {
  dummyHash ??= hashPassword('not-a-password-of-anyone')
  return dummyHash
}

/** Who is logging in: the client address, and the known-device cookie if the browser sent one. */
export type LoginClient = { address: string; deviceToken?: string }

/** A device counts as known for the account it logged in to, until a year without a login. */
async function knownDeviceOf(deps: Deps, customerId: number | undefined, deviceToken: string | undefined) {
  if (customerId === undefined || !isWellFormedAccountToken(deviceToken)) return null
  const device = await findKnownDevice(deps.db, hashAccountToken(deviceToken))
  if (!device || device.customerId !== customerId) return null
  const age = deps.now().getTime() - device.lastUsedAt.getTime()
  return age < deviceCookieDays * 86_400_000 ? device : null
}

/**
 * Login: one generic failure for unknown email and wrong password, and on success a rotated
 * session that keeps the guest's designs, cart and profiles. Each attempt is counted before its
 * password is checked, against the account and the client address, or, from a browser that logged
 * in to the account before (known-device cookie), against that device alone. Beyond the free
 * attempts of a count the attempt must bring a solved proof of work, accepted after a growing
 * delay (login-gate.ts): whoever keeps guessing slows the account down but never locks its owner
 * out. A correct password ends the count.
 */
export async function loginCustomer(
  deps: Deps,
  session: SessionRecord,
  input: LoginInput,
  client: LoginClient,
  mail: MailContext,
): Promise<LoginResult> {
  const now = deps.now()
  const email = normaliseEmail(input.email)
  const customer = await findCustomerByEmail(deps.db, email)
  const device = await knownDeviceOf(deps, customer?.id, client.deviceToken)
  const [rule, key] = device ? [limits.loginDevice, device.tokenHash] : [limits.loginAccount, email]
  // A known device has its own count: an office's (or an attacker's) address does not hold it back.
  const byAddress = device ? null : await deps.limiter.consume(limits.loginAddress, client.address)
  const attempt = await deps.limiter.consume(rule, key)
  // Exactly one attempt per window crosses the account's free attempts: it tells the owner.
  if (!device && attempt.consumed === rule.points + 1) await mailOwnerOfLock(deps, email, customer, mail)
  const gate = gateLogin({
    attempts: attempt.consumed,
    freeAttempts: rule.points,
    addressExceeded: byAddress ? !byAddress.allowed : false,
    proofIssuedAt: input.altcha ? altchaIssuedAt(input.altcha) : null,
    now,
  })
  if (gate.kind === 'wait') {
    // Sent too early: the attempt does not count, so waiting as told is all it takes.
    await deps.limiter.reward(rule, key)
    if (byAddress) await deps.limiter.reward(limits.loginAddress, client.address)
    return { ok: false, code: 'LOGIN_DELAYED', retryAfter: gate.retryAfterSeconds }
  }
  if (gate.kind === 'askProof') return askForProof(deps, session.id, gate.nextDelaySeconds)
  if (gate.kind === 'verifyProof' && !(await verifyAltcha(deps, session.id, input.altcha ?? ''))) {
    return askForProof(deps, session.id, gate.nextDelaySeconds)
  }

  const valid = await verifyPassword(customer?.passwordHash ?? (await dummy()), input.password)
  if (!customer || !valid || customer.disabledAt) return { ok: false, code: 'INVALID_CREDENTIALS' }
  // The right password: this attempt does not count, and the account's (or device's) count ends,
  // and with the account's count the episode of its lock mail.
  await deps.limiter.reset(rule, key)
  if (byAddress) await deps.limiter.reward(limits.loginAddress, client.address)
  if (!device) await deps.limiter.reset(limits.loginLockMail, email)
  if (customer.blockedAt) return { ok: false, code: 'ACCOUNT_BLOCKED' }
  if (customer.pendingSince) {
    const last = await latestAccountToken(deps.db, customer.id, 'confirm')
    // At most one new link every five minutes, however often the login is tried.
    if (!last || now.getTime() - last.createdAt.getTime() > 5 * 60_000) {
      await sendConfirmation(deps, customer, session.id, { ...mail, locale: customer.lang as Locale })
    }
    return { ok: false, code: 'UNCONFIRMED' }
  }
  const lifetimeDays = input.remember ? 30 : 1
  const staff = isBackOfficeRole(customer.role)
  // Rotation and carry-over in one transaction: the guest's designs and profiles move with the login.
  const token = await deps.db.transaction(async (tx) => {
    const rotated = await rotateSession({ ...deps, db: tx }, session, {
      customerId: customer.id,
      customerGeneration: customer.sessionGeneration,
      adminLogin: staff,
      lifetimeDays,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeDays * 86_400_000),
    })
    await claimSessionDesigns(tx, rotated.session.id, customer.id)
    await claimSessionTickets(tx, session.id, rotated.session.id, customer.id)
    // A guest's standard profile may meet the account's own: one stays the standard.
    await ensureOneStandardProfile(tx, {
      sessionId: rotated.session.id,
      customerId: customer.id,
    })
    return rotated.token
  })
  const deviceToken = device && client.deviceToken ? client.deviceToken : newAccountToken().token
  await rememberKnownDevice(deps.db, {
    tokenHash: hashAccountToken(deviceToken),
    customerId: customer.id,
    at: now,
  })
  return { ok: true, token, lifetimeDays, customerId: customer.id, deviceToken, staff }
}

/** A fresh challenge for this session, to be answered no earlier than `delaySeconds` from now. */
async function askForProof(deps: Deps, sessionId: string, delaySeconds: number): Promise<LoginResult> {
  const challenge = await issueAltchaChallenge(deps, sessionId)
  if (!challenge) return { ok: false, code: 'RATE_LIMITED', retryAfter: altchaSettings.validMinutes * 60 }
  return { ok: false, code: 'PROOF_OF_WORK_REQUIRED', challenge, retryAfter: Math.max(1, delaySeconds) }
}

/**
 * 'Someone tried to log in to your account', in the account's language, once per lock episode
 * and at most once a day. Only the account's own data goes in: nothing the guesser typed. Not for
 * an unknown, deleted, blocked or unconfirmed account (the last may not be its owner's address).
 */
async function mailOwnerOfLock(
  deps: Deps,
  email: string,
  customer: Awaited<ReturnType<typeof findCustomerByEmail>>,
  mail: MailContext,
) {
  if (!customer || customer.disabledAt || customer.blockedAt || customer.pendingSince) return
  if (!(await deps.limiter.consume(limits.loginLockMail, email)).allowed) return
  const locale = customer.lang as Locale
  await sendMail(deps, {
    to: customer.email,
    locale,
    template: 'loginAttempts',
    data: { ...addresseeOf(customer), resetUrl: accountLink(mail.origin, locale, '/forgot-password') },
  })
}
