import { Hono } from 'hono'
import { z } from 'zod'
import type { Locale } from '#config/locales.ts'
import { findShopCategory } from '#config/shop.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { designerCatalog, fabricDetail, templateDetail, templatePage } from '#core/catalog/catalog-views.ts'
import { FabricQuerySchema, findFabrics } from '#core/catalog/fabric-list.ts'
import { findCategoryProducts, findShopProduct } from '#core/catalog/products.ts'
import { effectiveCountry } from '#core/sessions/rules.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import type { AppContext, AppEnv } from '../http/types.ts'

const id = z.number().int().positive().max(2_147_483_647)

export const CatalogActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('designer'), lang: z.string().optional() }),
  FabricQuerySchema.extend({ action: z.literal('fabrics'), lang: z.string().optional() }),
  z.object({ action: z.literal('fabric'), fabricId: id, lang: z.string().optional() }),
  z.object({
    action: z.literal('products'),
    category: z.string().trim().min(1).max(60),
    lang: z.string().optional(),
  }),
  z.object({ action: z.literal('product'), productId: id, lang: z.string().optional() }),
  z.object({
    action: z.literal('templates'),
    page: z.number().int().min(1).max(1000).optional().default(1),
    lang: z.string().optional(),
  }),
  z.object({ action: z.literal('template'), templateId: id, lang: z.string().optional() }),
])

/** Public: language by the one rule (an explicit lang counts as the page's), VAT from the session. */
function audience(c: AppContext, lang: string | undefined): { locale: Locale; vatRate: number } {
  const session = c.get('session')?.session ?? null
  return { locale: requestLocaleOf(c, lang), vatRate: effectiveCountry(session).VAT }
}

/** /api/catalog.php (docs/api.md): designer, fabrics, fabric, products, product, templates, template. */
export const catalogApi = new Hono<AppEnv>().post('/catalog.php', async (c) => {
  const input = await readJson(c, CatalogActionSchema)
  const deps = c.get('deps')
  const { locale, vatRate } = audience(c, input.lang)
  switch (input.action) {
    case 'designer': {
      const catalog = await getCatalog(deps.db)
      return ok(c, { categories: designerCatalog(catalog, locale, vatRate), VAT: vatRate, currency: 'EUR' })
    }
    case 'fabrics':
      return ok(c, { ...(await findFabrics(deps, input, locale, vatRate)), VAT: vatRate, currency: 'EUR' })
    case 'fabric': {
      const fabric = fabricDetail(await getCatalog(deps.db), input.fabricId, locale, vatRate)
      return fabric ? ok(c, { fabric }) : fail(c, 'NOT_FOUND', 'fabricId: no such fabric')
    }
    case 'products': {
      const category = findShopCategory(input.category)
      if (!category) return fail(c, 'NOT_FOUND', 'category: no such category')
      const products = await findCategoryProducts(deps, category.slug, { locale, vatRate })
      const name = category.name[locale]
      return ok(c, { category: { slug: category.slug, name }, products, VAT: vatRate, currency: 'EUR' })
    }
    case 'product': {
      const product = await findShopProduct(deps, { productId: input.productId }, { locale, vatRate })
      return product
        ? ok(c, { product, VAT: vatRate, currency: 'EUR' })
        : fail(c, 'NOT_FOUND', 'productId: no such product')
    }
    case 'templates': {
      const page = templatePage(await getCatalog(deps.db), input.page, locale, vatRate)
      return input.page > page.pages ? fail(c, 'NOT_FOUND', 'page: no such page') : ok(c, page)
    }
    case 'template': {
      const template = templateDetail(await getCatalog(deps.db), input.templateId, locale, vatRate)
      return template ? ok(c, { template }) : fail(c, 'NOT_FOUND', 'templateId: no such template')
    }
  }
})
