import type { z } from 'zod'
import {
  findPartForUpdate,
  findValueForUpdate,
  listAdminParts,
  listAdminValues,
  updatePart,
  updateValueSurcharge,
} from '#db/queries/admin-parts.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import type { PartListSchema, PartUpdate, ValueListSchema, ValueUpdate } from './schemas.ts'
import { catalogWrite } from './write.ts'

export const adminCatalogPageSize = 50

const pageOf = (page: number) => ({ limit: adminCatalogPageSize, offset: (page - 1) * adminCatalogPageSize })
const pages = (total: number) => Math.max(1, Math.ceil(total / adminCatalogPageSize))

/** /admin/parts: one page of parts (category, name, active filters) and one of attribute values. */
export async function adminPartList(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: z.infer<typeof PartListSchema> & z.infer<typeof ValueListSchema>,
  locale: string,
) {
  if (!may(actor, 'catalog.manage')) return forbidden
  const active = input.active === undefined ? undefined : input.active === 'yes'
  const parts = await listAdminParts(
    deps.db,
    { categoryId: input.category, q: input.q, active },
    locale,
    pageOf(input.page),
  )
  const values = await listAdminValues(deps.db, { q: input.vq }, locale, pageOf(input.vpage))
  return {
    parts: parts.rows,
    total: parts.total,
    page: input.page,
    pages: pages(parts.total),
    values: values.rows,
    valuesTotal: values.total,
    valuesPage: input.vpage,
    valuesPages: pages(values.total),
  }
}

/**
 * Switches a part on or off and sets its surcharge. A category's default part stays active: the
 * designer starts every new design with it (409 PART_IS_DEFAULT).
 */
export function setPart(deps: Pick<Deps, 'db'>, actor: Actor, input: PartUpdate) {
  return catalogWrite(deps, actor, async (tx) => {
    const part = await findPartForUpdate(tx, input.partId)
    if (!part) return { refused: 'NOT_FOUND' as const }
    if (part.isDefault && !input.active) return { refused: 'PART_IS_DEFAULT' as const }
    const after = { active: input.active, surchargeCents: input.surcharge }
    await updatePart(tx, part.id, after)
    return {
      value: { partId: part.id, ...after },
      audit: {
        action: 'catalog.part',
        entityType: 'part',
        entityId: part.id,
        before: { active: part.active, surchargeCents: part.surchargeCents },
        after,
      },
    }
  })
}

/** Sets the surcharge of an attribute value (a button, a contrast fabric, a monogram colour …). */
export function setValue(deps: Pick<Deps, 'db'>, actor: Actor, input: ValueUpdate) {
  return catalogWrite(deps, actor, async (tx) => {
    const value = await findValueForUpdate(tx, input.valueId)
    if (!value) return { refused: 'NOT_FOUND' as const }
    await updateValueSurcharge(tx, value.id, input.surcharge)
    return {
      value: { valueId: value.id, surchargeCents: input.surcharge },
      audit: {
        action: 'catalog.value',
        entityType: 'value',
        entityId: value.id,
        before: { surchargeCents: value.surchargeCents },
        after: { surchargeCents: input.surcharge },
      },
    }
  })
}
