import type { Db } from '#db/client.ts'
import { insertCustomer } from '#db/queries/customers.ts'
import { ensureOneStandardProfile } from '#db/queries/measures.ts'
import { claimSessionDesigns } from '#db/queries/shirts.ts'
import type { Deps } from '../deps.ts'
import type { SessionRecord } from '../sessions/rules.ts'
import { rotateSession } from '../sessions/use-cases.ts'
import { isCommonPassword } from './common-passwords.ts'
import { hashPassword, normaliseEmail } from './passwords.ts'
import type { RegisterInput } from './schemas.ts'

export type RegisterResult =
  | { ok: true; token: string; lifetimeDays: number; customerId: number }
  | { ok: false; code: 'PASSWORD_TOO_COMMON' | 'EMAIL_TAKEN' }

/** Creates the account, logs the visitor in and keeps everything the guest session holds. */
export async function registerCustomer(
  deps: Deps,
  session: SessionRecord,
  input: RegisterInput,
): Promise<RegisterResult> {
  const email = normaliseEmail(input.email)
  if (isCommonPassword(input.password) || input.password.trim().toLowerCase() === email) {
    return { ok: false, code: 'PASSWORD_TOO_COMMON' }
  }
  const created = await insertCustomer(deps.db, {
    email,
    passwordHash: await hashPassword(input.password),
    salutation: input.salutation || null,
    firstName: input.firstName,
    lastName: input.lastName,
    lang: session.lang ?? 'de',
    newsletterSubscribed: false,
  })
  if (!created) return { ok: false, code: 'EMAIL_TAKEN' }
  const now = deps.now()
  const lifetimeDays = 1
  const token = await deps.db.transaction(async (tx) => {
    const rotated = await rotateSession({ ...deps, db: tx as unknown as Db }, session, {
      customerId: created.id,
      customerGeneration: created.sessionGeneration,
      adminLogin: false,
      lifetimeDays,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + lifetimeDays * 86_400_000),
    })
    await claimSessionDesigns(tx as unknown as Db, rotated.session.id, created.id)
    // A guest's standard profile may meet the account's own: one stays the standard.
    await ensureOneStandardProfile(tx as unknown as Db, {
      sessionId: rotated.session.id,
      customerId: created.id,
    })
    return rotated.token
  })
  return { ok: true, token, lifetimeDays, customerId: created.id }
}
