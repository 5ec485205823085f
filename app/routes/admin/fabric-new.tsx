import { Link } from 'react-router'
import { backOfficeMenu } from '#core/admin/menu.ts'
import { fabricAction } from '../../admin/fabric-actions.server.ts'
import { FabricForm } from '../../admin/fabric-form.tsx'
import { requireBackOffice } from '../../admin/guard.server.ts'
import { adminMeta } from '../../admin/meta.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound } from '../../lib/page.server.ts'
import type { Route } from './+types/fabric-new'

/** /admin/fabrics/new (admin only): a new fabric; saved, it opens in its editor for the sample. */
export function loader(args: Route.LoaderArgs) {
  const office = requireBackOffice(args)
  // Nothing to read yet: the empty form opens where the catalog's pages do.
  if (!backOfficeMenu(office.actor).catalog) pageNotFound(args.request)
  return { locale: office.locale }
}

export async function action(args: Route.ActionArgs) {
  return fabricAction(requireBackOffice(args), args.request, null)
}

export const meta: Route.MetaFunction = () => adminMeta('Neuer Stoff · New fabric')

export default function AdminFabricNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <div className="space-y-4">
      <p>
        <Link to="/admin/fabrics">← {t('admin.fabric.back')}</Link>
      </p>
      <h1 className="font-serif text-2xl">{t('admin.fabric.titleNew')}</h1>
      <FabricForm stored={null} actionData={actionData} locale={loaderData.locale} />
    </div>
  )
}
