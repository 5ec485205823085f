import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { products, productVariants } from '../schema/index.ts'

export type ProductRow = typeof products.$inferSelect
export type VariantRow = typeof productVariants.$inferSelect
export type ProductWithVariants = ProductRow & { variants: VariantRow[] }

/** Active products matching `where`, in shop order, each with its variants in creation order. */
async function listActive(db: Db, where?: SQL): Promise<ProductWithVariants[]> {
  const rows = await db
    .select()
    .from(products)
    .where(where ? and(eq(products.active, true), where) : eq(products.active, true))
    .orderBy(asc(products.sort), asc(products.id))
  const ids = rows.map((row) => row.id)
  const variants = ids.length
    ? await db
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.id))
    : []
  return rows.map((row) => ({ ...row, variants: variants.filter((variant) => variant.productId === row.id) }))
}

/** Every active product, or those of one category. */
export function listProducts(db: Db, category?: string) {
  return listActive(db, category ? eq(products.category, category) : undefined)
}

/** The active products among `ids`, in shop order; unknown or inactive ids are left out. */
export function listProductsByIds(db: Db, ids: number[]) {
  return ids.length ? listActive(db, inArray(products.id, ids)) : Promise.resolve([])
}

/** One active product by id; null when unknown or inactive. */
export async function findProduct(db: Db, productId: number) {
  return (await listActive(db, eq(products.id, productId)))[0] ?? null
}

/** One active product by its slug (the path segment of /prod/{product}); null when unknown or inactive. */
export async function findProductBySlug(db: Db, slug: string) {
  return (await listActive(db, eq(products.slug, slug)))[0] ?? null
}
