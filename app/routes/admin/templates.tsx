import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { TemplateListSchema, TemplateUpdateSchema } from '#core/admin/catalog/schemas.ts'
import { adminTemplateList, setTemplate } from '#core/admin/catalog/templates.ts'
import { typedInto } from '../../admin/catalog/action-result.ts'
import { catalogAction, intent } from '../../admin/catalog/catalog-action.server.ts'
import { ActiveBox, fieldClass, RowMessage, TextField } from '../../admin/catalog/fields.tsx'
import { Pager } from '../../admin/catalog/pager.tsx'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
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
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args, 'catalog')
  const params = new URL(args.request.url).searchParams
  const typed = { active: params.get('active') ?? '' }
  const parsed = TemplateListSchema.safeParse({ ...typed, page: params.get('page') ?? '' })
  const input = parsed.success ? parsed.data : { page: 1 }
  return {
    typed,
    badFilter: !parsed.success,
    list: await adminTemplateList(office.deps, input),
  }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args, 'catalog')
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
      <Form
        method="get"
        role="search"
        className="flex flex-wrap items-end gap-2 rounded-sm border border-chalk bg-white p-3"
      >
        <label>
          <span className="block text-xs text-muted">{t('admin.catalog.activeFilter')}</span>
          <select name="active" defaultValue={typed.active} className={fieldClass}>
            <option value="">{t('admin.catalog.any')}</option>
            <option value="yes">{t('admin.catalog.activeYes')}</option>
            <option value="no">{t('admin.catalog.activeNo')}</option>
          </select>
        </label>
        <button type="submit" className={buttonClass('sm', 'primary')}>
          {t('admin.catalog.apply')}
        </button>
        <Link to="/admin/templates" className={buttonClass('sm', 'ghost')}>
          {t('admin.catalog.reset')}
        </Link>
      </Form>
      {loaderData.badFilter ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-3 py-2">
          {t('admin.catalog.badFilter')}
        </p>
      ) : null}
      <p aria-live="polite" className="text-muted">
        {t('admin.catalog.count', { count: list.total })}
      </p>
      <ul className="space-y-3">
        {list.templates.map((template) => {
          const refused = typedInto(actionData, 'setTemplate', template.id)
          const saved =
            actionData?.ok === true &&
            actionData.intent === 'setTemplate' &&
            actionData.rowId === String(template.id)
          return (
            <li
              key={`${template.id}-${template.active}-${template.sort}-${Object.values(template.names).join('|')}`}
              className="rounded-sm border border-chalk bg-white p-3"
            >
              <Form
                method="post"
                className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]"
                data-testid={`template-${template.id}`}
              >
                <input type="hidden" name="intent" value="setTemplate" />
                <input type="hidden" name="templateId" value={template.id} />
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
                      refused={refused}
                    />
                  ))}
                  <TextField
                    name="sort"
                    label={t('admin.templates.sort')}
                    value={String(template.sort)}
                    refused={refused}
                    inputMode="numeric"
                  />
                  <ActiveBox checked={template.active} refused={refused} label={t('admin.templates.shown')} />
                  <button type="submit" className={buttonClass('sm', 'secondary')}>
                    {t('admin.catalog.save')}
                  </button>
                  <RowMessage refused={refused} saved={saved} />
                </div>
              </Form>
            </li>
          )
        })}
      </ul>
      <Pager path="/admin/templates" params={typed} page={list.page} pages={list.pages} />
    </div>
  )
}
