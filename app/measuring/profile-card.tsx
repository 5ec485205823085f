import { type ReactNode, useEffect, useState } from 'react'
import { measureFieldNames } from '#core/measures/fields.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { formatMeasure, unitOf } from './format.ts'
import { type MeasureProfile, measuresApi } from './measures-api.ts'

export function Spinner({ label }: { label: string }) {
  return (
    <p className="flex items-center gap-3 py-6 text-ink-soft" aria-live="polite">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-chalk border-t-ink"
        aria-hidden="true"
      />
      {label}
    </p>
  )
}

export function LoadError() {
  const { t } = useTranslation()
  return (
    <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
      {t('measures.loadError')}
    </p>
  )
}

/**
 * The measurement profile card: the profile name with a 'Standardprofil' badge
 * and the measurement rows, only the fields that have a value ('Keine Maßprofil-Daten verfügbar.'
 * when none has). `children` are the card's actions.
 */
export function MeasureProfileCard({
  profile,
  headingLevel = 2,
  children,
}: {
  profile: MeasureProfile
  headingLevel?: 2 | 3
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const rows = measureFieldNames.filter((field) => profile[field] !== null)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article
      className="flex flex-col rounded-sm border border-chalk bg-white p-5"
      aria-labelledby={`profile-${profile.measureId}`}
      data-testid="measure-profile"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={`profile-${profile.measureId}`} className="text-2xl break-words">
          {profile.set_name}
        </Heading>
        {profile.standard === 1 ? (
          <span className="rounded-full bg-ink px-3 py-1 text-xs font-medium tracking-wide text-paper">
            {t('measures.standardBadge')}
          </span>
        ) : null}
      </header>
      <p className="mt-1 text-sm text-ink-soft">
        {t(`measures.kinds.${profile.kind}`)}
        {profile.version > 1 ? ` · ${t('measuring.profiles.version', { version: profile.version })}` : ''}
      </p>
      {rows.length === 0 ? (
        <p className="mt-4 text-ink-soft">{t('measures.empty')}</p>
      ) : (
        <dl className="tabular mt-4 grid grid-cols-[1fr_auto] gap-x-4 text-[0.95rem]">
          {rows.map((field) => (
            <div key={field} className="contents">
              <dt className="border-b border-chalk py-1.5 text-ink-soft">{t(`measures.fields.${field}`)}</dt>
              <dd className="border-b border-chalk py-1.5 text-right">
                {formatMeasure(profile[field] as number, unitOf(field), locale)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {children}
    </article>
  )
}

/** The card for one profile id (the Hemddetails dialog's info popover): spinner, error, card. */
export function MeasureProfileCardById({ measureId }: { measureId: number }) {
  const { t } = useTranslation()
  const [state, setState] = useState<'loading' | 'error' | MeasureProfile>('loading')
  useEffect(() => {
    let live = true
    setState('loading')
    void measuresApi.fetch(measureId).then((answer) => {
      if (live) setState(answer.ok ? answer.data : 'error')
    })
    return () => {
      live = false
    }
  }, [measureId])
  if (state === 'loading') return <Spinner label={t('common.loading')} />
  if (state === 'error') return <LoadError />
  return <MeasureProfileCard profile={state} headingLevel={3} />
}
