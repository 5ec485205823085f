import { TemplateListSchema, TemplateUpdateSchema } from '#core/admin/catalog/schemas.ts'
import { adminTemplateList, setTemplate } from '#core/admin/catalog/templates.ts'
import { rowResult } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { ActiveBox, ActiveFilter, filterLabels, TextField } from '../../admin/catalog/fields.tsx'
import { RowForm, SaveRow } from '../../admin/catalog/row-form.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { AdminFilters, ListCount, ListNotice } from '../../admin/list/filters.tsx'
import { loadAdminList } from '../../admin/list/list-loader.server.ts'
import { Pager } from '../../admin/list/pager.tsx'
import { adminMeta } from '../../admin/meta.ts'
import { useTranslation } from '../../i18n/react.tsx'
import type { Route } from './+types/templates'

const nameFields = [
  ['nameDe', 'de'],
  ['nameEn', 'en'],
  ['nameFr', 'fr'],
  ['nameEs', 'es'],
] as const

/**
 * /admin/templates (admin only): the ready designs of /masshemden, in their order (lower first),
 * each switched on or off and named in the shop's four languages.
 */
export function loader(args: Route.LoaderArgs) {
  return loadAdminList(args, { schema: TemplateListSchema, filters: ['active'] }, async (office, input) => ({
    list: orNotFound(args.request, await adminTemplateList(office.deps, office.actor, input)),
  }))
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  return catalogAction(args.request, {
    setTemplate: intent(TemplateUpdateSchema, 'templateId', (input) =>
      setTemplate(office.deps, office.actor, input),
    ),
  })
}

export const meta: Route.MetaFunction = () => adminMeta('Vorlagen · Templates')

export default function AdminTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { list, typed } = loaderData
  return (
    <div className="space-y-4">
      <h1 className="font-serif text-2xl">{t('admin.templates.title')}</h1>
      <p className="text-muted">{t('admin.templates.lead')}</p>
      <AdminFilters path="/admin/templates" labels={filterLabels}>
        <ActiveFilter value={typed.active} />
      </AdminFilters>
      <ListNotice message={loaderData.badFilter ? t('admin.catalog.badFilter') : null} tone="danger" />
      <ListCount>{t('admin.catalog.count', { count: list.total })}</ListCount>
      <ul className="space-y-3">
        {list.templates.map((template) => {
          const result = rowResult(actionData, 'setTemplate', template.id)
          return (
            <li
              key={`${template.id}-${template.active}-${template.sort}-${Object.values(template.names).join('|')}`}
              className="rounded-sm border border-chalk bg-white p-3"
            >
              <RowForm
                intent="setTemplate"
                id={{ name: 'templateId', value: template.id }}
                className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]"
                testId={`template-${template.id}`}
              >
                <img
                  src={`/folded/template/${template.id}.png`}
                  alt=""
                  width={128}
                  height={128}
                  loading="lazy"
                  className="size-24 rounded-sm border border-chalk bg-linen object-contain sm:size-32"
                />
                <div className="grid items-end gap-2 sm:grid-cols-4">
                  <p className="font-medium sm:col-span-4">
                    {template.names.de ?? `#${template.id}`}{' '}
                    <span className="text-xs text-muted">#{template.id}</span>
                  </p>
                  {nameFields.map(([name, locale]) => (
                    <TextField
                      key={name}
                      name={name}
                      label={t(`admin.catalog.${name}`)}
                      value={template.names[locale] ?? ''}
                      refused={result.refused}
                    />
                  ))}
                  <TextField
                    name="sort"
                    label={t('admin.templates.sort')}
                    value={String(template.sort)}
                    refused={result.refused}
                    inputMode="numeric"
                  />
                  <ActiveBox
                    checked={template.active}
                    refused={result.refused}
                    label={t('admin.templates.shown')}
                  />
                  <SaveRow result={result} />
                </div>
              </RowForm>
            </li>
          )
        })}
      </ul>
      <Pager path="/admin/templates" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
