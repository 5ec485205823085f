import { and, asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { catalogTranslations, shirtTemplates } from '../schema/index.ts'
import type { Page } from './admin-parts.ts'

/** SQL of /admin/templates: the ready designs of /masshemden, their switch, order and names. */

export async function listAdminTemplates(db: Db, filter: { active?: boolean }, page: Page) {
  const where = filter.active === undefined ? undefined : eq(shirtTemplates.active, filter.active)
  const rows = await db
    .select({
      id: shirtTemplates.id,
      fabricId: shirtTemplates.fabricId,
      active: shirtTemplates.active,
      sort: shirtTemplates.sort,
    })
    .from(shirtTemplates)
    .where(where)
    .orderBy(asc(shirtTemplates.sort), asc(shirtTemplates.id))
    .limit(page.limit)
    .offset(page.offset)
  const names = rows.length
    ? await db
        .select({
          refId: catalogTranslations.refId,
          locale: catalogTranslations.locale,
          name: catalogTranslations.name,
        })
        .from(catalogTranslations)
        .where(
          and(
            eq(catalogTranslations.kind, 'template'),
            inArray(
              catalogTranslations.refId,
              rows.map((row) => row.id),
            ),
          ),
        )
    : []
  const [total] = await db.select({ value: count() }).from(shirtTemplates).where(where)
  return {
    rows: rows.map((row) => ({
      ...row,
      names: Object.fromEntries(names.filter((n) => n.refId === row.id).map((n) => [n.locale, n.name])),
    })),
    total: total?.value ?? 0,
  }
}

export async function findTemplateForUpdate(db: Db, templateId: number) {
  const rows = await db
    .select({ id: shirtTemplates.id, active: shirtTemplates.active, sort: shirtTemplates.sort })
    .from(shirtTemplates)
    .where(eq(shirtTemplates.id, templateId))
    .for('update')
  if (!rows[0]) return null
  const names = await db
    .select({ locale: catalogTranslations.locale, name: catalogTranslations.name })
    .from(catalogTranslations)
    .where(and(eq(catalogTranslations.kind, 'template'), eq(catalogTranslations.refId, templateId)))
  return { ...rows[0], names: Object.fromEntries(names.map((n) => [n.locale, n.name])) }
}

export async function updateTemplate(
  db: Db,
  templateId: number,
  set: { active: boolean; sort: number; names: Record<string, string> },
) {
  await db
    .update(shirtTemplates)
    .set({ active: set.active, sort: set.sort })
    .where(eq(shirtTemplates.id, templateId))
  for (const [locale, name] of Object.entries(set.names)) {
    await db
      .insert(catalogTranslations)
      .values({ kind: 'template', refId: templateId, locale, name })
      .onConflictDoUpdate({
        target: [catalogTranslations.kind, catalogTranslations.refId, catalogTranslations.locale],
        set: { name },
      })
  }
}
