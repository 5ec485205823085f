import { z } from 'zod'
import { ListQuerySchema } from '../list-query.ts'
import { PriceSchema, StockSchema, SurchargeSchema, SwitchSchema } from './money.ts'

/**
 * The back office's catalog inputs, shared by /api/admin/catalog.php and
 * the /admin pages' loaders and actions: a form and the API refuse the same input the same way.
 */
const id = z.coerce.number().int().positive().max(2_147_483_647)
/** An empty form field means 'no filter'. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())
const query = optional(z.string().trim().max(80))
const activeFilter = optional(z.enum(['yes', 'no']))
const name = z.string().trim().min(1, { message: 'nameRequired' }).max(80, { message: 'nameTooLong' })

export const PartListSchema = ListQuerySchema.extend({
  category: optional(z.coerce.number().int().min(1).max(999)),
  q: query,
  active: activeFilter,
})
/** The values' list shares the parts' page, with its own page and search. */
export const ValueListSchema = z.object({ vq: query, vpage: ListQuerySchema.shape.page })

export const PartUpdateSchema = z.object({ partId: id, active: SwitchSchema, surcharge: SurchargeSchema })
export const ValueUpdateSchema = z.object({ valueId: id, surcharge: SurchargeSchema })

export const ProductListSchema = ListQuerySchema.extend({
  category: optional(z.string().regex(/^[a-z-]{1,40}$/)),
  q: query,
})
export const ProductUpdateSchema = z.object({ productId: id, price: PriceSchema, active: SwitchSchema })
/** The product whose photo a form uploads or removes (the file is checked by its content). */
export const ProductPhotoSchema = z.object({ productId: id })
/** A variant's own price; empty means 'the product's price'. */
const variantPrice = z.preprocess((value) => (value === '' ? null : value), PriceSchema.nullable())
export const VariantUpdateSchema = z.object({ variantId: id, price: variantPrice, stock: StockSchema })
export const VariantAddSchema = z.object({
  productId: id,
  nameDe: name,
  nameEn: name,
  nameFr: name,
  nameEs: name,
  price: variantPrice,
  stock: StockSchema,
})

export const TemplateListSchema = ListQuerySchema.extend({ active: activeFilter })
export const TemplateUpdateSchema = z.object({
  templateId: id,
  active: SwitchSchema,
  sort: z.coerce.number({ message: 'sortFormat' }).int({ message: 'sortFormat' }).min(0).max(9_999),
  nameDe: name,
  nameEn: name,
  nameFr: name,
  nameEs: name,
})

export const PricesUpdateSchema = z.object({
  groupA: PriceSchema,
  groupB: PriceSchema,
  groupC: PriceSchema,
  groupD: PriceSchema,
  package7: PriceSchema,
})

export type PartUpdate = z.infer<typeof PartUpdateSchema>
export type ValueUpdate = z.infer<typeof ValueUpdateSchema>
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>
export type VariantUpdate = z.infer<typeof VariantUpdateSchema>
export type VariantAdd = z.infer<typeof VariantAddSchema>
export type TemplateUpdate = z.infer<typeof TemplateUpdateSchema>
export type PricesUpdate = z.infer<typeof PricesUpdateSchema>
