import type { Locale } from '#config/locales.ts'
import { latestAccountToken } from '#db/queries/account-tokens.ts'
import { findCustomerByEmail, findKnownDevice, rememberKnownDevice } from '#db/queries/customers.ts'
import { ensureOneStandardProfile } from '#db/queries/measures.ts'
import { claimSessionTickets } from '#db/queries/service.ts'
import { claimSessionDesigns } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import { limits } from '../limits/rules.ts'
import { deviceCookieDays } from '../sessions/cookie.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { rotateSession } from '../sessions/use-cases.ts'
import { hashPassword, normaliseEmail, verifyPassword } from './passwords.ts'
import { type MailContext, sendConfirmation } from './register.ts'
import type { LoginInput } from './schemas.ts'
import { hashAccountToken, isWellFormedAccountToken, newAccountToken } from './tokens.ts'

export type LoginResult =
  /** `deviceToken`: the known-device cookie to set (new, or the one that came, for another year). */
  | { ok: true; token: string; lifetimeDays: number; customerId: number; deviceToken: string }
  | { ok: false; code: 'INVALID_CREDENTIALS' }
  /** Right password, but the address is not confirmed yet: a new link went out. */
  | { ok: false; code: 'UNCONFIRMED' }
  /** Right password, but an admin blocked the account (told only to whoever knows the password). */
  | { ok: false; code: 'ACCOUNT_BLOCKED' }
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
 * session that keeps the guest's designs, cart and profiles. Each attempt takes a point of the
 * client address's limit and of the account's before the password is checked, so parallel
 * attempts beyond the limit are never evaluated; a correct password gives both back. A browser
 * that logged in to the account before (known-device cookie) counts against its own limit instead
 * of the account's: whoever locks the account by guessing cannot lock out its owner.
 */
export async function loginCustomer(
  deps: Deps,
  session: SessionRecord,
  input: LoginInput,
  client: LoginClient,
  mail?: MailContext,
): Promise<LoginResult> {
  const now = deps.now()
  const email = normaliseEmail(input.email)
  const byAddress = await deps.limiter.consume(limits.loginAddress, client.address)
  if (!byAddress.allowed) return { ok: false, code: 'RATE_LIMITED', retryAfter: byAddress.retryAfterSeconds }

  const customer = await findCustomerByEmail(deps.db, email)
  const device = await knownDeviceOf(deps, customer?.id, client.deviceToken)
  const [rule, key] = device ? [limits.loginDevice, device.tokenHash] : [limits.loginAccount, email]
  const byAccount = await deps.limiter.consume(rule, key)
  if (!byAccount.allowed) return { ok: false, code: 'RATE_LIMITED', retryAfter: byAccount.retryAfterSeconds }

  const valid = await verifyPassword(customer?.passwordHash ?? (await dummy()), input.password)
  if (!customer || !valid || customer.disabledAt) return { ok: false, code: 'INVALID_CREDENTIALS' }
  // The right password: this attempt does not count, and the account's (or device's) count ends.
  await Promise.all([deps.limiter.reset(rule, key), deps.limiter.reward(limits.loginAddress, client.address)])
  if (customer.blockedAt) return { ok: false, code: 'ACCOUNT_BLOCKED' }
  if (customer.pendingSince) {
    const last = await latestAccountToken(deps.db, customer.id, 'confirm')
    // At most one new link every five minutes, however often the login is tried.
    if (mail && (!last || now.getTime() - last.createdAt.getTime() > 5 * 60_000)) {
      await sendConfirmation(deps, customer, session.id, { ...mail, locale: customer.lang as Locale })
    }
    return { ok: false, code: 'UNCONFIRMED' }
  }
  const lifetimeDays = input.remember ? 30 : 1
  // Rotation and carry-over in one transaction: the guest's designs and profiles move with the login.
  const token = await deps.db.transaction(async (tx) => {
    const rotated = await rotateSession({ ...deps, db: tx }, session, {
      customerId: customer.id,
      customerGeneration: customer.sessionGeneration,
      adminLogin: customer.role !== 'customer',
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
  return { ok: true, token, lifetimeDays, customerId: customer.id, deviceToken }
}
