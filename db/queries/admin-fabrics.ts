import { and, asc, count, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogFabrics, catalogTranslations } from '../schema/index.ts'

export type FabricRow = typeof catalogFabrics.$inferInsert
export type FabricTextRow = {
  locale: string
  name: string
  description: string
  extra: Record<string, string>
}

export type AdminFabricFilter = {
  q?: string
  priceGroup?: 'A' | 'B' | 'C' | 'D'
  active?: boolean
  /** Only fabrics with fewer metres than this. */
  stockBelow?: number
  limit: number
  offset: number
}

function conditions(filter: AdminFabricFilter): SQL[] {
  const list: SQL[] = []
  if (filter.priceGroup) list.push(eq(catalogFabrics.priceGroup, filter.priceGroup))
  if (filter.active !== undefined) list.push(eq(catalogFabrics.active, filter.active))
  if (filter.stockBelow !== undefined) list.push(lt(catalogFabrics.stock, filter.stockBelow))
  if (filter.q) {
    const escaped = filter.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)
    const shelf = ilike(catalogFabrics.shelf, `%${escaped}%`)
    list.push(or(sql`${catalogFabrics.searchText} like ${`%${escaped}%`}`, shelf) as SQL)
  }
  return list
}

/** The back office's fabric list: every fabric (inactive too), German name, stock and shelf. */
export async function searchAdminFabrics(db: Db, filter: AdminFabricFilter) {
  const where = and(...conditions(filter))
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: catalogFabrics.id,
        number: catalogFabrics.number,
        hex: catalogFabrics.hex,
        priceGroup: catalogFabrics.priceGroup,
        stock: catalogFabrics.stock,
        shelf: catalogFabrics.shelf,
        active: catalogFabrics.active,
        name: sql<string>`coalesce(${catalogTranslations.name}, ${catalogFabrics.number})`,
      })
      .from(catalogFabrics)
      .leftJoin(
        catalogTranslations,
        and(
          eq(catalogTranslations.kind, 'fabric'),
          eq(catalogTranslations.refId, catalogFabrics.id),
          eq(catalogTranslations.locale, 'de'),
        ),
      )
      .where(where)
      .orderBy(asc(catalogFabrics.number))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(catalogFabrics).where(where),
  ])
  return { rows, total: Number(totals[0]?.total ?? 0) }
}

/** One fabric with its texts in every language; `lock` holds the row until the transaction ends. */
export async function findAdminFabric(db: Db, fabricId: number, lock = false) {
  const query = db.select().from(catalogFabrics).where(eq(catalogFabrics.id, fabricId))
  const [fabric] = lock ? await query.for('update') : await query
  if (!fabric) return null
  const texts = await db
    .select({
      locale: catalogTranslations.locale,
      name: catalogTranslations.name,
      description: catalogTranslations.description,
      extra: catalogTranslations.extra,
    })
    .from(catalogTranslations)
    .where(and(eq(catalogTranslations.kind, 'fabric'), eq(catalogTranslations.refId, fabricId)))
  return { fabric, texts }
}

export async function fabricNumberTaken(db: Db, number: string, exceptId = 0) {
  const rows = await db
    .select({ id: catalogFabrics.id })
    .from(catalogFabrics)
    .where(eq(catalogFabrics.number, number))
  return rows.some((row) => row.id !== exceptId)
}

/**
 * A new fabric's id: the next after the highest, under a transaction-scoped lock so that two
 * admins creating at once do not pick the same one.
 */
export async function nextFabricId(db: Db) {
  await db.execute(sql`select pg_advisory_xact_lock(180501)`)
  const [row] = await db
    .select({ top: sql<number>`coalesce(max(${catalogFabrics.id}), 1000)` })
    .from(catalogFabrics)
  return Number(row?.top ?? 1000) + 1
}

export async function insertFabric(db: Db, row: FabricRow) {
  await db.insert(catalogFabrics).values(row)
}

/** The fabric's cloth is drawn anew: its preview layers get new names (browsers cache the old for good). */
export async function bumpFabricPictureVersion(db: Db, fabricId: number) {
  await db
    .update(catalogFabrics)
    .set({ pictureVersion: sql`${catalogFabrics.pictureVersion} + 1` })
    .where(eq(catalogFabrics.id, fabricId))
}

export async function updateFabric(db: Db, fabricId: number, row: Partial<FabricRow>) {
  await db.update(catalogFabrics).set(row).where(eq(catalogFabrics.id, fabricId))
}

/** Replaces the fabric's texts in the given languages. */
export async function writeFabricTexts(db: Db, fabricId: number, texts: readonly FabricTextRow[]) {
  for (const text of texts) {
    await db
      .insert(catalogTranslations)
      .values({ kind: 'fabric', refId: fabricId, ...text })
      .onConflictDoUpdate({
        target: [catalogTranslations.kind, catalogTranslations.refId, catalogTranslations.locale],
        set: { name: text.name, description: text.description, extra: text.extra },
      })
  }
}

/** The fabrics with fewer than `below` metres that are still offered, fewest first. */
export async function listLowStockFabrics(db: Db, below: number, limit: number) {
  return db
    .select({
      id: catalogFabrics.id,
      number: catalogFabrics.number,
      stock: catalogFabrics.stock,
      shelf: catalogFabrics.shelf,
    })
    .from(catalogFabrics)
    .where(and(eq(catalogFabrics.active, true), lt(catalogFabrics.stock, below)))
    .orderBy(asc(catalogFabrics.stock), asc(catalogFabrics.id))
    .limit(limit)
}
