import { newCsrfToken, newSessionToken, sessionIdFromToken } from '../../core/sessions/tokens.ts'
import type { Db } from '../../db/client.ts'
import { insertSession } from '../../db/queries/sessions.ts'
import { customers } from '../../db/schema/index.ts'

/**
 * A new customer and a logged-in session of theirs, written straight to the database: the
 * `nf_session` cookie a page test sends to be that customer (no login round trip).
 */
export async function customerSessionCookie(
  db: Db,
  customer: { email: string; firstName: string; lastName: string; role?: 'customer' | 'staff' | 'admin' },
  session: { deliveryCountryId?: number; lang?: string; adminLogin?: boolean } = {},
): Promise<{ cookie: string; customerId: number }> {
  const [row] = await db
    .insert(customers)
    .values({ ...customer, passwordHash: 'x' })
    .returning({ id: customers.id })
  if (!row) throw new Error('customer not written')
  const token = newSessionToken()
  const now = new Date()
  await insertSession(db, {
    id: sessionIdFromToken(token),
    customerId: row.id,
    customerGeneration: 0,
    ...session,
    csrfToken: newCsrfToken(),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
  })
  return { cookie: `nf_session=${token}`, customerId: row.id }
}
