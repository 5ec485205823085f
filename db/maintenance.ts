import { sql } from 'drizzle-orm'
import type { Db } from './client.ts'

/**
 * Refreshes the planner statistics. PostgreSQL's autovacuum does this by itself; embedded PGlite
 * has no autovacuum, and without statistics the fabric filter took ~600 ms instead of ~5 ms on
 * 10,000 fabrics (it chose a full scan and sort).
 */
export async function analyzeDatabase(db: Db) {
  await db.execute(sql`analyze`)
}

/** The cheapest query: its time is the wait for the database (PGlite's queue, a pooled connection). */
export async function pingDatabase(db: Db) {
  await db.execute(sql`select 1`)
}
