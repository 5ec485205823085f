import { z } from 'zod'
import { defaultLocale } from '#config/locales.ts'
import { insertAccountToken } from '#db/queries/account-tokens.ts'
import { insertCustomer } from '#db/queries/customers.ts'
import { recordAudit, systemActor } from '../admin/audit.ts'
import type { Deps } from '../deps.ts'
import { hasControlCharacter } from '../validation/text.ts'
import { hashPassword, normaliseEmail } from './passwords.ts'
import { isWeakPassword } from './register.ts'
import { email, passwordRules } from './schemas.ts'
import { accountLink, newAccountToken, tokenLifetimeMs } from './tokens.ts'

// Names come from the command line, not through a request body's text rule: the same rule here.
const name = (fallback: string) =>
  z
    .string()
    .refine((value) => !hasControlCharacter(value), 'CONTROL_CHARACTER')
    .normalize('NFC')
    .trim()
    .min(1, 'nameRequired')
    .max(100, 'nameTooLong')
    .default(fallback)

/** `npm run admin:create`: who the new admin is (the names as the back office shows them). */
export const CreateAdminSchema = z.object({
  email: email.transform(normaliseEmail),
  firstName: name('Admin'),
  lastName: name('Nadel & Faden'),
})
export type CreateAdminInput = z.input<typeof CreateAdminSchema>

export type PasswordProblem = 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_TOO_COMMON'

/** The shop's password rule (as for registration and a reset) for an admin's password. */
export function passwordProblem(password: string, address: string): PasswordProblem | null {
  if (password.length < passwordRules.min) return 'PASSWORD_TOO_SHORT'
  if (password.length > passwordRules.max) return 'PASSWORD_TOO_LONG'
  if (isWeakPassword(password, address)) return 'PASSWORD_TOO_COMMON'
  return null
}

/**
 * The password typed by whoever runs the command, or a link to set it: the account then has no
 * usable password (`!` is no argon2 hash, so no password verifies against it) until the link,
 * a password reset link of the account, is opened.
 */
export type AdminCredential = { password: string } | { link: { origin: string } }

export type CreateAdminResult =
  | { ok: true; customerId: number; link: { url: string; validMinutes: number } | null }
  | { ok: false; code: 'EMAIL_TAKEN' | PasswordProblem }

/**
 * A new admin account, confirmed, from the operator's command line: the first admin of a shop
 * without a published password in its environment. An address that has an account already is
 * refused (its role is granted in /admin/staff, by an admin who has logged in). The audit log
 * records the grant as the command line's.
 */
export async function createAdmin(
  deps: Pick<Deps, 'db' | 'now'>,
  input: CreateAdminInput,
  credential: AdminCredential,
): Promise<CreateAdminResult> {
  const account = CreateAdminSchema.parse(input)
  if ('password' in credential) {
    const problem = passwordProblem(credential.password, account.email)
    if (problem) return { ok: false, code: problem }
  }
  const passwordHash = 'password' in credential ? await hashPassword(credential.password) : '!'
  const link = 'link' in credential ? { ...newAccountToken(), origin: credential.link.origin } : null
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const created = await insertCustomer(tx, {
      email: account.email,
      passwordHash,
      firstName: account.firstName,
      lastName: account.lastName,
      lang: defaultLocale,
      role: 'admin',
      createdAt: now,
      updatedAt: now,
    })
    if (!created) return { ok: false as const, code: 'EMAIL_TAKEN' as const }
    await recordAudit(tx, systemActor('command-line'), {
      action: 'customer.role',
      entityType: 'customer',
      entityId: created.id,
      before: null,
      after: { role: 'admin' },
    })
    if (!link) return { ok: true as const, customerId: created.id, link: null }
    await insertAccountToken(tx, {
      customerId: created.id,
      purpose: 'reset',
      tokenHash: link.hash,
      expiresAt: new Date(now.getTime() + tokenLifetimeMs.reset),
      createdAt: now,
    })
    return {
      ok: true as const,
      customerId: created.id,
      link: {
        url: accountLink(link.origin, defaultLocale, '/password-recovery', { token: link.token }),
        validMinutes: tokenLifetimeMs.reset / 60_000,
      },
    }
  })
}
