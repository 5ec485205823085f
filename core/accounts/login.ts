import type { Locale } from '#config/locales.ts'
import type { Db } from '#db/client.ts'
import { latestAccountToken } from '#db/queries/account-tokens.ts'
import {
  clearAuthFailures,
  countAuthFailures,
  findCustomerByEmail,
  recordAuthFailure,
} from '#db/queries/customers.ts'
import { ensureOneStandardProfile } from '#db/queries/measures.ts'
import { claimSessionTickets } from '#db/queries/service.ts'
import { claimSessionDesigns } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { rotateSession } from '../sessions/use-cases.ts'
import { hashPassword, normaliseEmail, verifyPassword } from './passwords.ts'
import { type MailContext, sendConfirmation } from './register.ts'
import type { LoginInput } from './schemas.ts'
import { retryAfterSeconds, throttleLimits, throttleWindowMs } from './throttle.ts'

export type LoginResult =
  | { ok: true; token: string; lifetimeDays: number; customerId: number }
  | { ok: false; code: 'INVALID_CREDENTIALS' }
  /** Right password, but the address is not confirmed yet: a new link went out. */
  | { ok: false; code: 'UNCONFIRMED' }
  | { ok: false; code: 'RATE_LIMITED'; retryAfter: number }

let dummyHash: Promise<string> | null = null
/** A real argon2id hash to verify against when the email is unknown, so both paths take as long. */
function dummy() {
  dummyHash ??= hashPassword('not-a-password-of-anyone')
  return dummyHash
}

/**
 * Login: throttled per account and per address, one generic failure for unknown email and wrong
 * password, and on success a rotated session that keeps the guest's designs, cart and profiles.
 */
export async function loginCustomer(
  deps: Deps,
  session: SessionRecord,
  input: LoginInput,
  clientAddress: string,
  mail?: MailContext,
): Promise<LoginResult> {
  const now = deps.now()
  const since = new Date(now.getTime() - throttleWindowMs)
  const email = normaliseEmail(input.email)
  const [account, address] = await Promise.all([
    countAuthFailures(deps.db, 'account', email, since, throttleLimits.account),
    countAuthFailures(deps.db, 'address', clientAddress, since, throttleLimits.address),
  ])
  const retryAfter = Math.max(
    retryAfterSeconds(account, throttleLimits.account, now),
    retryAfterSeconds(address, throttleLimits.address, now),
  )
  if (retryAfter > 0) return { ok: false, code: 'RATE_LIMITED', retryAfter }

  const customer = await findCustomerByEmail(deps.db, email)
  const valid = await verifyPassword(customer?.passwordHash ?? (await dummy()), input.password)
  if (!customer || !valid || customer.disabledAt) {
    await Promise.all([
      recordAuthFailure(deps.db, 'account', email, now),
      recordAuthFailure(deps.db, 'address', clientAddress, now),
    ])
    return { ok: false, code: 'INVALID_CREDENTIALS' }
  }
  await clearAuthFailures(deps.db, 'account', email)
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
    const rotated = await rotateSession({ ...deps, db: tx as unknown as Db }, session, {
      customerId: customer.id,
      customerGeneration: customer.sessionGeneration,
      adminLogin: customer.role === 'admin',
      lifetimeDays,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeDays * 86_400_000),
    })
    await claimSessionDesigns(tx as unknown as Db, rotated.session.id, customer.id)
    await claimSessionTickets(tx as unknown as Db, session.id, rotated.session.id, customer.id)
    // A guest's standard profile may meet the account's own: one stays the standard.
    await ensureOneStandardProfile(tx as unknown as Db, {
      sessionId: rotated.session.id,
      customerId: customer.id,
    })
    return rotated.token
  })
  return { ok: true, token, lifetimeDays, customerId: customer.id }
}
