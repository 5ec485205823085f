import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogAttributeValues, catalogParts, catalogTranslations } from '../schema/index.ts'

/** SQL of /admin/parts: parts and attribute values with their names, paged; their switches and surcharges. */

export type PartFilter = { categoryId?: number; q?: string; active?: boolean }
export type Page = { limit: number; offset: number }

const nameIn = (kind: 'part' | 'value', locale: string, refId: SQL | typeof catalogParts.id) =>
  sql<string>`coalesce((select ${catalogTranslations.name} from ${catalogTranslations}
    where ${catalogTranslations.kind} = ${kind} and ${catalogTranslations.refId} = ${refId}
    and ${catalogTranslations.locale} = ${locale}), '#' || ${refId})`

export async function listAdminParts(db: Db, filter: PartFilter, locale: string, page: Page) {
  const name = nameIn('part', locale, catalogParts.id)
  const where = and(
    filter.categoryId ? eq(catalogParts.categoryId, filter.categoryId) : undefined,
    filter.active === undefined ? undefined : eq(catalogParts.active, filter.active),
    filter.q ? ilike(name, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )
  const rows = await db
    .select({
      id: catalogParts.id,
      categoryId: catalogParts.categoryId,
      key: catalogParts.key,
      name,
      surchargeCents: catalogParts.surchargeCents,
      active: catalogParts.active,
      isDefault: catalogParts.isDefault,
    })
    .from(catalogParts)
    .where(where)
    .orderBy(asc(catalogParts.categoryId), asc(catalogParts.sort), asc(catalogParts.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ value: count() }).from(catalogParts).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function findPartForUpdate(db: Db, partId: number) {
  const rows = await db
    .select({
      id: catalogParts.id,
      categoryId: catalogParts.categoryId,
      surchargeCents: catalogParts.surchargeCents,
      active: catalogParts.active,
      isDefault: catalogParts.isDefault,
    })
    .from(catalogParts)
    .where(eq(catalogParts.id, partId))
    .for('update')
  return rows[0] ?? null
}

export async function updatePart(db: Db, partId: number, set: { active: boolean; surchargeCents: number }) {
  await db.update(catalogParts).set(set).where(eq(catalogParts.id, partId))
}

export async function listAdminValues(db: Db, filter: { q?: string }, locale: string, page: Page) {
  const name = nameIn('value', locale, sql`${catalogAttributeValues.id}`)
  const where = filter.q ? ilike(name, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`) : undefined
  const rows = await db
    .select({
      id: catalogAttributeValues.id,
      name,
      hex: catalogAttributeValues.hex,
      surchargeCents: catalogAttributeValues.surchargeCents,
    })
    .from(catalogAttributeValues)
    .where(where)
    .orderBy(asc(catalogAttributeValues.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ value: count() }).from(catalogAttributeValues).where(where)
  return { rows, total: total?.value ?? 0 }
}

export async function findValueForUpdate(db: Db, valueId: number) {
  const rows = await db
    .select({ id: catalogAttributeValues.id, surchargeCents: catalogAttributeValues.surchargeCents })
    .from(catalogAttributeValues)
    .where(eq(catalogAttributeValues.id, valueId))
    .for('update')
  return rows[0] ?? null
}

export async function updateValueSurcharge(db: Db, valueId: number, surchargeCents: number) {
  await db
    .update(catalogAttributeValues)
    .set({ surchargeCents })
    .where(eq(catalogAttributeValues.id, valueId))
}
