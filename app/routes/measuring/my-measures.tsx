import { useState } from 'react'
import { type Fit, measureFieldNames } from '#core/measures/fields.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { FitChoice } from '../../measuring/fit-choice.tsx'
import { LoadError, Spinner } from '../../measuring/profile-card.tsx'
import { editPath, useMeasureProfiles } from '../../measuring/profile-list.tsx'
import { SideBySide } from '../../measuring/side-by-side.tsx'
import type { Route } from './+types/my-measures'

/** /massnehmen/meine-masse: each profile's body and finished-shirt measurements side by side. */
export function loader({ request }: Route.LoaderArgs) {
  return { meta: messagesMeta(request, 'myMeasures') }
}

export const meta = routeMeta

export default function MyMeasuresPage() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { view } = useMeasureProfiles()
  const [fit, setFit] = useState<Fit>('tailored')
  return (
    <div>
      <PageIntro title={t('pages.myMeasures.title')} lead={t('pages.myMeasures.lead')} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="space-y-4 lg:sticky lg:top-6 lg:self-start">
          <FitChoice value={fit} onChange={setFit} legend={t('measuring.review.fitLegend')} describe />
          <p className="text-sm text-ink-soft">{t('measuring.myMeasures.explain')}</p>
        </aside>
        <div aria-live="polite">
          {view.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
          {view.kind === 'error' ? <LoadError /> : null}
          {view.kind === 'list' && view.profiles.length === 0 ? (
            <div className="rounded-sm bg-linen p-6">
              <p>{t('measures.noProfiles')}</p>
              <ButtonLink to={to('/massnehmen/neu')} className="mt-4">
                {t('measuring.profiles.create')}
              </ButtonLink>
            </div>
          ) : null}
          {view.kind === 'list'
            ? view.profiles.map((profile) => {
                const fields = measureFieldNames.filter((field) => profile[field] !== null)
                return (
                  <section
                    key={profile.measureId}
                    className="mb-10"
                    aria-labelledby={`mm-${profile.measureId}`}
                  >
                    <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                      <h2 id={`mm-${profile.measureId}`} className="text-2xl">
                        {profile.set_name}
                        {profile.standard === 1 ? (
                          <span className="ml-3 rounded-full bg-ink px-3 py-1 align-middle font-sans text-xs text-paper">
                            {t('measures.standardBadge')}
                          </span>
                        ) : null}
                      </h2>
                      <ButtonLink to={to(editPath(profile))} size="sm" variant="secondary">
                        {t('measuring.profiles.edit')}
                      </ButtonLink>
                    </div>
                    <p className="mb-3 text-sm text-ink-soft">
                      {t(profile.kind === 'body' ? 'measures.ease.intro' : 'measures.ease.fromShirt')}
                    </p>
                    {fields.length === 0 ? (
                      <p className="text-ink-soft">{t('measures.empty')}</p>
                    ) : (
                      <SideBySide
                        values={profile}
                        kind={profile.kind}
                        fit={fit}
                        fields={fields}
                        caption={`${t('measures.ease.title')}: ${profile.set_name}`}
                      />
                    )}
                  </section>
                )
              })
            : null}
        </div>
      </div>
    </div>
  )
}
