import { Hono } from 'hono'
import { z } from 'zod'
import { addVariant, adminProductList, setProduct, setVariant } from '#core/admin/catalog/accessories.ts'
import { adminPartList, setPart, setValue } from '#core/admin/catalog/parts.ts'
import { adminPrices, setPrices } from '#core/admin/catalog/prices.ts'
import {
  PartListSchema,
  PartUpdateSchema,
  PricesUpdateSchema,
  ProductListSchema,
  ProductUpdateSchema,
  TemplateListSchema,
  TemplateUpdateSchema,
  ValueListSchema,
  ValueUpdateSchema,
  VariantAddSchema,
  VariantUpdateSchema,
} from '#core/admin/catalog/schemas.ts'
import { adminTemplateList, setTemplate } from '#core/admin/catalog/templates.ts'
import type { CatalogRefusal, CatalogWrite } from '#core/admin/catalog/write.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import type { AppContext, AppEnv } from '../http/types.ts'
import { backOfficeActor, permitted, refuseArea } from './admin-guard.ts'

export const AdminCatalogActionSchema = z.discriminatedUnion('action', [
  PartListSchema.extend(ValueListSchema.shape).extend({ action: z.literal('parts') }),
  PartUpdateSchema.extend({ action: z.literal('setPart') }),
  ValueUpdateSchema.extend({ action: z.literal('setValue') }),
  ProductListSchema.extend({ action: z.literal('products') }),
  ProductUpdateSchema.extend({ action: z.literal('setProduct') }),
  VariantUpdateSchema.extend({ action: z.literal('setVariant') }),
  VariantAddSchema.extend({ action: z.literal('addVariant') }),
  TemplateListSchema.extend({ action: z.literal('templates') }),
  TemplateUpdateSchema.extend({ action: z.literal('setTemplate') }),
  z.object({ action: z.literal('prices') }),
  PricesUpdateSchema.extend({ action: z.literal('setPrices') }),
])

/** Messages of refused writes (the `reason` is what screens translate). */
const refusals: Record<CatalogRefusal, readonly ['NOT_FOUND' | 'CONFLICT', string]> = {
  NOT_FOUND: ['NOT_FOUND', 'id: no such entry'],
  PART_IS_DEFAULT: ['CONFLICT', 'active: a category keeps its default part active'],
  PACKAGE_NOT_CHEAPER: ['CONFLICT', 'package7: the package must cost less than seven shirts of group A'],
}

function answer<T>(c: AppContext, answered: CatalogWrite<T>) {
  const written = permitted(answered)
  if (written.ok) return ok(c, written.value as Record<string, unknown>)
  const [code, message] = refusals[written.code]
  return fail(c, code, message, { reason: written.code })
}

/**
 * /api/admin/catalog.php (admin only): parts and attribute values,
 * accessories, /masshemden templates, price groups and the package price. Every write leaves an
 * audit entry and bumps the catalog version, so all instances and open carts follow at once.
 */
export const adminCatalogApi = new Hono<AppEnv>().post('/admin/catalog.php', async (c) => {
  const actor = backOfficeActor(c)
  if (!actor) return refuseArea(c)
  const input = await readJson(c, AdminCatalogActionSchema)
  const deps = c.get('deps')
  switch (input.action) {
    case 'parts':
      return ok(c, permitted(await adminPartList(deps, actor, input, 'de')))
    case 'setPart':
      return answer(c, await setPart(deps, actor, input))
    case 'setValue':
      return answer(c, await setValue(deps, actor, input))
    case 'products':
      return ok(c, permitted(await adminProductList(deps, actor, input)))
    case 'setProduct':
      return answer(c, await setProduct(deps, actor, input))
    case 'setVariant':
      return answer(c, await setVariant(deps, actor, input))
    case 'addVariant':
      return answer(c, await addVariant(deps, actor, input))
    case 'templates':
      return ok(c, permitted(await adminTemplateList(deps, actor, input)))
    case 'setTemplate':
      return answer(c, await setTemplate(deps, actor, input))
    case 'prices':
      return ok(c, { prices: permitted(await adminPrices(deps, actor)) })
    case 'setPrices':
      return answer(c, await setPrices(deps, actor, input))
  }
})
