import { Form, Link } from 'react-router'
import { adminFabricDetail } from '#core/admin/fabrics.ts'
import { getCatalog } from '#core/catalog/catalog-cache.ts'
import { FabricIdSchema } from '#core/catalog/fabric-schemas.ts'
import { fabricAction } from '../../admin/fabric-actions.server.ts'
import { FabricForm } from '../../admin/fabric-form.tsx'
import { FabricSample } from '../../admin/fabric-sample.tsx'
import { orNotFound, requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { buttonClass } from '../../components/button.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/fabric'

function fabricIdOf(args: { params: { fabricId?: string }; request: Request }) {
  const parsed = FabricIdSchema.safeParse({ fabricId: args.params.fabricId })
  if (!parsed.success) pageNotFound(args.request)
  return parsed.data.fabricId
}

/** /admin/fabrics/:fabricId (admin only): edit, deactivate or reactivate, and the sample picture. */
export async function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  const fabric = orNotFound(
    args.request,
    await adminFabricDetail(office.deps, office.actor, fabricIdOf(args)),
  )
  if (!fabric) pageNotFound(args.request)
  const created = new URL(args.request.url).searchParams.get('created') === '1'
  return {
    fabric,
    created,
    locale: office.locale,
    version: String((await getCatalog(office.deps.db)).version),
  }
}

export async function action(args: Route.ActionArgs) {
  const office = requireBackOffice(args)
  return fabricAction(office, args.request, fabricIdOf(args))
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  adminMeta(loaded ? String(loaded.fabric.values.number) : 'Stoff')

export default function AdminFabric({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { fabric, created, version } = loaderData
  const number = String(fabric.values.number)
  const saved = actionData?.ok ? actionData.intent : null
  const notice: Record<string, string> = {
    save: t('admin.fabric.saved'),
    deactivate: t('admin.fabric.deactivated'),
    reactivate: t('admin.fabric.reactivated'),
  }
  return (
    <div className="space-y-4">
      <p>
        <Link to="/admin/fabrics">← {t('admin.fabric.back')}</Link>
      </p>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="font-serif text-2xl">{t('admin.fabric.title', { number })}</h1>
        {fabric.active ? null : (
          <span className="rounded-full border border-ink px-2 py-0.5 text-xs">
            {t('admin.fabric.inactive')}
          </span>
        )}
        {fabric.low ? (
          <span className="rounded-full border border-danger px-2 py-0.5 text-xs text-danger">
            {t('admin.fabric.low')}
          </span>
        ) : null}
        <Form method="post" className="ml-auto">
          <input type="hidden" name="intent" value={fabric.active ? 'deactivate' : 'reactivate'} />
          <button type="submit" className={buttonClass('sm', fabric.active ? 'secondary' : 'primary')}>
            {fabric.active ? t('admin.fabric.deactivate') : t('admin.fabric.reactivate')}
          </button>
        </Form>
      </header>
      {created ? <p role="status">{t('admin.fabric.created')}</p> : null}
      {saved && notice[saved] ? <p role="status">{notice[saved]}</p> : null}
      <FabricSample
        fabricId={fabric.fabricId}
        number={number}
        uploaded={fabric.uploadedSample}
        pending={fabric.pendingSample}
        version={version}
        actionData={actionData}
      />
      <FabricForm key={version} stored={fabric.values} actionData={actionData} locale={loaderData.locale} />
    </div>
  )
}
