import { Link, type ShouldRevalidateFunctionArgs } from 'react-router'
import { findMeasuringType } from '#config/shop.ts'
import { readMeasureDraft } from '#core/measures/measure-draft.ts'
import { readMeasuringReturn, withMeasuringReturn } from '#core/measures/measuring-return.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta, pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { navBreadcrumb } from '../../lib/structured-data.server.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { MeasureWizard, type WizardType } from '../../measuring/measure-wizard.tsx'
import { measureWizardAction } from '../../measuring/wizard-action.server.ts'
import type { Route } from './+types/new-type'

const positiveInt = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) ? Number(value) || null : null

/**
 * /massnehmen/neu/{type}: the measuring wizard of one type; `?measureId=` edits a profile. The
 * entries typed so far come from the session's draft (a reload returns to the same step); the
 * page measuring was started from (`?zurueck=`, core/measures/measuring-return.ts) is where saving
 * goes back to.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const type = findMeasuringType(params.type)
  if (!type) pageNotFound(request)
  const { locale, t } = requestLocale(request)
  const search = new URL(request.url).searchParams
  const editId = positiveInt(search.get('measureId'))
  const session = context.get(shopContext).session
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
    back: readMeasuringReturn(search),
    draft: editId ? null : readMeasureDraft(session?.session.choices, type.slug),
  }
}

/** Every step and the save (app/measuring/wizard-action.server.ts). */
export async function action(args: Route.ActionArgs) {
  return measureWizardAction(args)
}

/** Keeping the draft at a step changes nothing on the page: no reload of its data. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'keep' ? false : defaultShouldRevalidate
}

export const meta = routeMeta

export default function MeasuringTypePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { type, name, editId, collar, back, draft } = loaderData
  return (
    <div>
      <nav aria-label={t('measuring.breadcrumb')} className="mb-4 text-sm">
        <Link
          to={editId ? to('/massnehmen/massprofil') : withMeasuringReturn(to('/massnehmen/neu'), back)}
          className="link"
        >
          {editId ? t('pages.measureProfiles.title') : t('measuring.wizard.otherWay')}
        </Link>
      </nav>
      <PageIntro
        eyebrow={name}
        title={editId ? t('measuring.wizard.editTitle') : t('pages.measuringNewType.title', { type: name })}
        lead={t(`measuring.leads.${type}`)}
      />
      <MeasureWizard
        key={`${type}-${editId ?? 'new'}`}
        type={type}
        editId={editId}
        initialCollar={collar}
        back={back}
        resume={draft}
        posted={actionData && !actionData.ok ? actionData : null}
      />
    </div>
  )
}
