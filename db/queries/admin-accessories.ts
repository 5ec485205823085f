import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { products, productVariants } from '../schema/index.ts'
import type { Page } from './admin-parts.ts'

/** SQL of /admin/accessories: products with their variants, paged; prices, switches and stock. */

export async function listAdminProducts(db: Db, filter: { category?: string; q?: string }, page: Page) {
  const where = and(
    filter.category ? eq(products.category, filter.category) : undefined,
    filter.q
      ? ilike(
          sql<string>`${products.slug} || ' ' || ${products.name}::text`,
          `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`,
        )
      : undefined,
  )
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.category), asc(products.sort), asc(products.id))
    .limit(page.limit)
    .offset(page.offset)
  const variants = rows.length
    ? await db
        .select()
        .from(productVariants)
        .where(
          inArray(
            productVariants.productId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(productVariants.id))
    : []
  const [total] = await db.select({ value: count() }).from(products).where(where)
  return {
    rows: rows.map((row) => ({ ...row, variants: variants.filter((v) => v.productId === row.id) })),
    total: total?.value ?? 0,
  }
}

export async function listProductCategories(db: Db) {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .orderBy(asc(products.category))
  return rows.map((row) => row.category)
}

export async function findProductForUpdate(db: Db, productId: number) {
  const rows = await db.select().from(products).where(eq(products.id, productId)).for('update')
  return rows[0] ?? null
}

export async function updateProduct(db: Db, productId: number, set: { priceCents: number; active: boolean }) {
  await db.update(products).set(set).where(eq(products.id, productId))
}

export async function findVariantForUpdate(db: Db, variantId: number) {
  const rows = await db.select().from(productVariants).where(eq(productVariants.id, variantId)).for('update')
  return rows[0] ?? null
}

export async function updateVariant(
  db: Db,
  variantId: number,
  set: { priceCents: number | null; stock: number },
) {
  await db.update(productVariants).set(set).where(eq(productVariants.id, variantId))
}

export async function insertVariant(db: Db, values: typeof productVariants.$inferInsert) {
  const [row] = await db.insert(productVariants).values(values).returning()
  return row
}

/** The product's uploaded photo (its stored name), or null when the shop draws it again. */
export async function updateProductPhoto(db: Db, productId: number, photo: string | null) {
  await db.update(products).set({ photo }).where(eq(products.id, productId))
}
