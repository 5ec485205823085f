import type { z } from 'zod'
import { findTemplateForUpdate, listAdminTemplates, updateTemplate } from '#db/queries/admin-templates.ts'
import type { Actor } from '../../access/actor.ts'
import { forbidden, may } from '../../access/permissions.ts'
import type { Deps } from '../../deps.ts'
import { adminCatalogPageSize } from './parts.ts'
import type { TemplateListSchema, TemplateUpdate } from './schemas.ts'
import { catalogWrite } from './write.ts'

/** /admin/templates: the ready designs of /masshemden in their order, with names in four languages. */
export async function adminTemplateList(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  input: z.infer<typeof TemplateListSchema>,
) {
  if (!may(actor, 'catalog.manage')) return forbidden
  const active = input.active === undefined ? undefined : input.active === 'yes'
  const { rows, total } = await listAdminTemplates(
    deps.db,
    { active },
    { limit: adminCatalogPageSize, offset: (input.page - 1) * adminCatalogPageSize },
  )
  return {
    templates: rows,
    total,
    page: input.page,
    pages: Math.max(1, Math.ceil(total / adminCatalogPageSize)),
  }
}

/** A template's switch, place in /masshemden (lower first) and names. */
export function setTemplate(deps: Pick<Deps, 'db'>, actor: Actor, input: TemplateUpdate) {
  return catalogWrite(deps, actor, async (tx) => {
    const template = await findTemplateForUpdate(tx, input.templateId)
    if (!template) return { refused: 'NOT_FOUND' as const }
    const after = {
      active: input.active,
      sort: input.sort,
      names: { de: input.nameDe, en: input.nameEn, fr: input.nameFr, es: input.nameEs },
    }
    await updateTemplate(tx, template.id, after)
    return {
      value: { templateId: template.id, ...after },
      audit: {
        action: 'catalog.template',
        entityType: 'template',
        entityId: template.id,
        before: { active: template.active, sort: template.sort, names: template.names },
        after,
      },
    }
  })
}
