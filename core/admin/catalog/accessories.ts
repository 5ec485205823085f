import type { z } from 'zod'
import {
  findProductForUpdate,
  findVariantForUpdate,
  insertVariant,
  listAdminProducts,
  listProductCategories,
  updateProduct,
  updateVariant,
} from '#db/queries/admin-accessories.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import { adminCatalogPageSize } from './parts.ts'
import type { ProductListSchema, ProductUpdate, VariantAdd, VariantUpdate } from './schemas.ts'
import { catalogWrite } from './write.ts'

/** /admin/accessories: one page of products (category and text filters) with their variants. */
export async function adminProductList(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: z.infer<typeof ProductListSchema>,
) {
  if (!may(actor, 'catalog.manage')) return forbidden
  const { rows, total } = await listAdminProducts(
    deps.db,
    { category: input.category, q: input.q },
    { limit: adminCatalogPageSize, offset: (input.page - 1) * adminCatalogPageSize },
  )
  return {
    products: rows,
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / adminCatalogPageSize)),
    categories: await listProductCategories(deps.db),
  }
}

/** A product's price and whether /shop offers it. */
export function setProduct(deps: Pick<Deps, 'db'>, actor: Actor, input: ProductUpdate) {
  return catalogWrite(deps, actor, async (tx) => {
    const product = await findProductForUpdate(tx, input.productId)
    if (!product) return { refused: 'NOT_FOUND' as const }
    const after = { priceCents: input.price, active: input.active }
    await updateProduct(tx, product.id, after)
    return {
      value: { productId: product.id, ...after },
      audit: {
        action: 'catalog.product',
        entityType: 'product',
        entityId: product.id,
        before: { priceCents: product.priceCents, active: product.active },
        after,
      },
    }
  })
}

/** A variant's own price (null: the product's) and its stock (never below nothing; the DB checks too). */
export function setVariant(deps: Pick<Deps, 'db'>, actor: Actor, input: VariantUpdate) {
  return catalogWrite(deps, actor, async (tx) => {
    const variant = await findVariantForUpdate(tx, input.variantId)
    if (!variant) return { refused: 'NOT_FOUND' as const }
    const after = { priceCents: input.price, stock: input.stock }
    await updateVariant(tx, variant.id, after)
    return {
      value: { variantId: variant.id, ...after },
      audit: {
        action: 'catalog.variant',
        entityType: 'variant',
        entityId: variant.id,
        before: { priceCents: variant.priceCents, stock: variant.stock },
        after,
      },
    }
  })
}

/** A new variant of a product, named in the four languages. */
export function addVariant(deps: Pick<Deps, 'db'>, actor: Actor, input: VariantAdd) {
  return catalogWrite(deps, actor, async (tx) => {
    const product = await findProductForUpdate(tx, input.productId)
    if (!product) return { refused: 'NOT_FOUND' as const }
    const name = { de: input.nameDe, en: input.nameEn, fr: input.nameFr, es: input.nameEs }
    const row = await insertVariant(tx, {
      productId: product.id,
      name,
      priceCents: input.price,
      stock: input.stock,
    })
    if (!row) throw new Error('variant insert returned nothing')
    const after = { productId: product.id, name, priceCents: input.price, stock: input.stock }
    return {
      value: { variantId: row.id },
      audit: { action: 'catalog.variantAdd', entityType: 'variant', entityId: row.id, before: null, after },
    }
  })
}
