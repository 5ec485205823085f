import { Link } from 'react-router'
import { findMeasuringType } from '#config/shop.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { MeasureWizard, type WizardType } from '../../measuring/measure-wizard.tsx'
import type { Route } from './+types/new-type'

const positiveInt = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) || null : null

/** /massnehmen/neu/{type}: the measuring wizard of one type; `?measureId=` edits a profile. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const type = findMeasuringType(params.type)
  if (!type) pageNotFound(request)
  const { locale, t } = requestLocale(request)
  const search = new URL(request.url).searchParams
  const editId = positiveInt(search.get('measureId'))
  return {
    meta: messagesMeta(request, 'measuringNewType', { type: type.name[locale] }),
    type: type.slug as WizardType,
    name: type.name[locale],
    editId,
    collar: positiveInt(search.get('collar')),
    structuredData: [
      navBreadcrumb(request, context, [
        { name: t('nav.measuring'), path: '/massnehmen' },
        { name: t('pages.measuringNew.title'), path: '/massnehmen/neu' },
        { name: type.name[locale], path: `/massnehmen/neu/${type.slug}` },
      ]),
    ],
  }
}

export const meta = routeMeta

export default function MeasuringTypePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { type, name, editId, collar } = loaderData
  return (
    <div>
      <nav aria-label={t('measuring.breadcrumb')} className="mb-4 text-sm">
        <Link to={to(editId ? '/massnehmen/massprofil' : '/massnehmen/neu')} className="link">
          {editId ? t('pages.measureProfiles.title') : t('measuring.wizard.otherWay')}
        </Link>
      </nav>
      <PageIntro
        eyebrow={name}
        title={editId ? t('measuring.wizard.editTitle') : t('pages.measuringNewType.title', { type: name })}
        lead={t(`measuring.leads.${type}`)}
      />
      <MeasureWizard key={`${type}-${editId ?? 'new'}`} type={type} editId={editId} initialCollar={collar} />
    </div>
  )
}
