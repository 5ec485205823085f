import { sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { customers } from '../schema/index.ts'

export type SeedAccount = {
  email: string
  password: string
  firstName: string
  lastName: string
  salutation: string
  role: 'customer' | 'staff' | 'admin'
}

/** The demo customer whose designs, profile and order `seedDemoContent` (core/demo) adds. */
export const demoCustomerEmail = 'kunde@example.com'

/** The demo's admin: its password is published in the README, so a production start checks it is dead. */
export const demoAdmin: SeedAccount = {
  email: 'admin@example.com',
  password: 'Admin-Passwort-1',
  firstName: 'Johanna',
  lastName: 'Maier',
  salutation: 'Frau',
  role: 'admin',
}

export const demoAccounts: SeedAccount[] = [
  {
    email: demoCustomerEmail,
    password: 'Demo-Passwort-1',
    firstName: 'Jonas',
    lastName: 'Beispiel',
    salutation: 'Herr',
    role: 'customer',
  },
  demoAdmin,
]

/**
 * Idempotent seed: accounts are inserted only when their email is not taken, so running start
 * twice changes nothing. Later issues add the catalog here.
 */
export async function seedDatabase(input: {
  db: Db
  accounts: SeedAccount[]
  hashPassword: (password: string) => Promise<string>
}) {
  for (const account of input.accounts) {
    const email = account.email.toLowerCase()
    const existing = await input.db
      .select({ id: customers.id })
      .from(customers)
      .where(sql`${customers.email} = ${email}`)
      .limit(1)
    if (existing.length > 0) continue
    await input.db
      .insert(customers)
      .values({
        email,
        passwordHash: await input.hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        salutation: account.salutation,
        role: account.role,
      })
      .onConflictDoNothing()
  }
}
