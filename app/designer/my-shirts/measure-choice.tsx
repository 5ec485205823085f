import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { measureFields } from '#core/measures/fields.ts'
import { withMeasuringReturn } from '#core/measures/measuring-return.ts'
import type { MeasureView } from '#core/measures/profile-view.ts'
import { showToast } from '../../components/toast/toast-store.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { postJson } from '../../lib/http.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { failureText } from '../failure-text.ts'
import { shirtCall } from './my-shirts-api.ts'

type Profiles = { kind: 'loading' } | { kind: 'error' } | { kind: 'list'; measures: MeasureView[] }

/**
 * The measurement-profile section of 'Hemddetails': the owner's saved profiles as
 * radio options, each with its values behind an info button; choosing one calls shirt.php
 * measures. An ordered design keeps the profile it was ordered with.
 */
export function MeasureChoice({
  shirtId,
  measureId,
  locked,
  onAssigned,
}: {
  shirtId: number
  measureId: number | null
  locked: boolean
  onAssigned: () => void
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const [profiles, setProfiles] = useState<Profiles>({ kind: 'loading' })
  const [chosen, setChosen] = useState(measureId)
  const [saving, setSaving] = useState(false)

  useEffect(() => setChosen(measureId), [measureId])
  useEffect(() => {
    let live = true
    postJson('/api/measures.php', { action: 'list' })
      .then((response) => response.json() as Promise<{ success: boolean; measures?: MeasureView[] }>)
      .then((body) => {
        if (!live) return
        setProfiles(
          body.success && body.measures ? { kind: 'list', measures: body.measures } : { kind: 'error' },
        )
      })
      .catch(() => live && setProfiles({ kind: 'error' }))
    return () => {
      live = false
    }
  }, [])

  async function assign(next: number) {
    const previous = chosen
    setChosen(next)
    setSaving(true)
    const answer = await shirtCall({ action: 'measures', shirtId, measureId: next })
    setSaving(false)
    if (!answer?.success) {
      setChosen(previous)
      showToast({
        kind: 'error',
        title: t('designer.toastError'),
        message: failureText(answer, t('shirtDetails.assignFailed'), t('designer.toastGenericError'), t),
        group: 'br',
      })
      return
    }
    showToast({
      kind: 'success',
      title: t('designer.toastSuccess'),
      message: t('shirtDetails.assigned'),
      group: 'br',
    })
    onAssigned()
  }

  if (profiles.kind === 'loading')
    return (
      <p className="flex items-center gap-3 text-ink-soft">
        <span
          className="h-4 w-4 animate-spin rounded-full border-2 border-chalk border-t-ink"
          aria-hidden="true"
        />
        {t('common.loading')}
      </p>
    )
  if (profiles.kind === 'error')
    return (
      <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
        {t('measures.loadError')}
      </p>
    )
  if (profiles.measures.length === 0)
    return (
      <div className="space-y-2">
        <p>{t('measures.noProfiles')}</p>
        <Link
          to={withMeasuringReturn(to('/massnehmen/neu'), { path: '/meine-hemden', shirtId })}
          className="underline"
        >
          {t('shirtDetails.addProfile')}
        </Link>
      </div>
    )
  return (
    <fieldset disabled={locked || saving} className="space-y-2">
      <legend className="sr-only">{t('shirtDetails.measureLegend')}</legend>
      {locked ? <p className="text-sm text-ink-soft">{t('shirtDetails.measureLocked')}</p> : null}
      {profiles.measures.map((profile) => (
        <ProfileOption
          key={profile.measureId}
          profile={profile}
          name={`measure-${shirtId}`}
          checked={chosen === profile.measureId}
          onChoose={() => assign(profile.measureId)}
        />
      ))}
    </fieldset>
  )
}

function ProfileOption({
  profile,
  name,
  checked,
  onChoose,
}: {
  profile: MeasureView
  name: string
  checked: boolean
  onChoose: () => void
}) {
  const { t } = useTranslation()
  const [info, setInfo] = useState(false)
  const rows = measureFields.filter((field) => profile[field.name] !== null)
  const infoId = `measure-info-${name}-${profile.measureId}`
  return (
    <div className="rounded-sm border border-chalk">
      <div className="flex items-center gap-3 px-3">
        <label className="flex min-h-11 flex-1 items-center gap-3">
          <input
            type="radio"
            name={name}
            className="h-4 w-4 accent-ink"
            checked={checked}
            onChange={onChoose}
          />
          <span>
            {profile.set_name} <span className="text-ink-soft">({profile.measureId})</span>
          </span>
          {profile.standard ? (
            <span className="rounded-full bg-linen px-2 py-0.5 text-xs">{t('measures.standardBadge')}</span>
          ) : null}
        </label>
        <button
          type="button"
          aria-expanded={info}
          aria-controls={infoId}
          onClick={() => setInfo((value) => !value)}
          className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-chalk text-sm hover:bg-linen"
        >
          <span aria-hidden="true" className="font-serif italic">
            i
          </span>
          <span className="sr-only">{t('shirtDetails.profileValues', { name: profile.set_name })}</span>
        </button>
      </div>
      {info ? (
        <div id={infoId} className="border-t border-chalk bg-linen/60 px-3 py-2">
          {rows.length === 0 ? (
            <p className="text-sm">{t('measures.empty')}</p>
          ) : (
            <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
              {rows.map((field) => (
                <div key={field.name} className="contents">
                  <dt>{t(`measures.fields.${field.name}`)}</dt>
                  <dd className="tabular text-right">
                    {profile[field.name]} {t(`measures.units.${field.unit}`)}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      ) : null}
    </div>
  )
}
