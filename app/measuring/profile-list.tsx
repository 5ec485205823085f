import { useCallback, useEffect, useState } from 'react'
import type { MeasureValues } from '#core/measures/fields.ts'
import { Button, ButtonLink } from '../components/button.tsx'
import { ConfirmDialog } from '../components/confirm-dialog.tsx'
import { showToast } from '../components/toast/toast-store.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { type MeasureProfile, measuresApi } from './measures-api.ts'
import { LoadError, MeasureProfileCard, Spinner } from './profile-card.tsx'
import { WeightChange } from './weight-change.tsx'

type View = { kind: 'loading' } | { kind: 'error' } | { kind: 'list'; profiles: MeasureProfile[] }

/** Loads the owner's profiles (guest session or customer) with spinner, error and reload. */
export function useMeasureProfiles() {
  const [view, setView] = useState<View>({ kind: 'loading' })
  const load = useCallback(async () => {
    const answer = await measuresApi.list()
    setView(answer.ok ? { kind: 'list', profiles: answer.measures } : { kind: 'error' })
  }, [])
  useEffect(() => {
    void load()
  }, [load])
  return { view, load }
}

export const editPath = (profile: MeasureProfile) =>
  `/massnehmen/neu/${profile.kind === 'shirt' ? 'hemdmasse' : 'koerpermasse'}?measureId=${profile.measureId}`

/**
 * /massnehmen/massprofil: every profile as a profile card with edit, set as standard,
 * 'my weight changed' and delete (after a confirmation).
 */
export function ProfileList() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const { view, load } = useMeasureProfiles()
  const [weightFor, setWeightFor] = useState<number | null>(null)
  const [deleting, setDeleting] = useState<MeasureProfile | null>(null)
  const [busy, setBusy] = useState(false)

  function failed(answer: { key: string | null }) {
    showToast({
      kind: 'error',
      title: t('measuring.profiles.errorTitle'),
      message: answer.key ? t(answer.key) : t('measuring.profiles.actionFailed'),
      group: 'br',
    })
  }

  async function setStandard(profile: MeasureProfile) {
    setBusy(true)
    const answer = await measuresApi.setStandard(profile.measureId)
    setBusy(false)
    if (!answer.ok) return failed(answer)
    showToast({
      kind: 'success',
      title: t('measuring.review.savedTitle'),
      message: t('measuring.profiles.standardSet', { name: profile.set_name }),
      group: 'br',
    })
    await load()
  }

  async function confirmDelete() {
    if (!deleting) return
    setBusy(true)
    const answer = await measuresApi.delete(deleting.measureId)
    setBusy(false)
    const name = deleting.set_name
    setDeleting(null)
    if (!answer.ok) return failed(answer)
    showToast({
      kind: 'success',
      title: t('measuring.review.savedTitle'),
      message: t('measuring.profiles.deleted', { name }),
      group: 'br',
    })
    await load()
  }

  async function applyWeight(profile: MeasureProfile, values: MeasureValues) {
    const answer = await measuresApi.save({ set_name: profile.set_name, ...values }, profile.measureId)
    if (!answer.ok) {
      failed(answer)
      return false
    }
    showToast({
      kind: 'success',
      title: t('measuring.review.savedTitle'),
      message: t(answer.newVersion ? 'measuring.review.savedVersion' : 'measuring.review.saved', {
        name: profile.set_name,
      }),
      group: 'br',
    })
    await load()
    return true
  }

  return (
    <div aria-live="polite" aria-busy={view.kind === 'loading'}>
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
      {view.kind === 'list' && view.profiles.length > 0 ? (
        <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {view.profiles.map((profile) => (
            <MeasureProfileCard key={profile.measureId} profile={profile}>
              <div className="mt-auto flex flex-wrap gap-2 pt-5">
                <ButtonLink
                  to={to(editPath(profile))}
                  size="sm"
                  variant="secondary"
                  aria-label={t('measuring.profiles.editNamed', { name: profile.set_name })}
                >
                  {t('measuring.profiles.edit')}
                </ButtonLink>
                {profile.standard === 1 ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void setStandard(profile)}
                    aria-label={t('measuring.profiles.setStandardNamed', { name: profile.set_name })}
                  >
                    {t('measuring.profiles.setStandard')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={weightFor === profile.measureId}
                  onClick={() => setWeightFor(weightFor === profile.measureId ? null : profile.measureId)}
                  aria-label={t('measuring.weight.openNamed', { name: profile.set_name })}
                >
                  {t('measuring.weight.open')}
                </Button>
                {profile.ordered ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-danger"
                    disabled={busy}
                    onClick={() => setDeleting(profile)}
                    aria-label={t('measuring.profiles.deleteNamed', { name: profile.set_name })}
                  >
                    {t('measuring.profiles.delete')}
                  </Button>
                )}
              </div>
              {profile.ordered ? (
                <p className="mt-3 text-sm text-ink-soft">{t('measuring.profiles.orderedNote')}</p>
              ) : null}
              {weightFor === profile.measureId ? (
                <WeightChange
                  profile={profile}
                  onApply={(values) => applyWeight(profile, values)}
                  onClose={() => setWeightFor(null)}
                />
              ) : null}
            </MeasureProfileCard>
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('measuring.profiles.deleteTitle')}
        message={t('measuring.profiles.deleteQuestion', { name: deleting?.set_name ?? '' })}
        confirmLabel={t('measuring.profiles.deleteConfirm')}
        cancelLabel={t('measuring.profiles.cancel')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  )
}
