import { useEffect, useId, useState } from 'react'
import { type FitRatings, type FitZone, fitZones, ratableOrderStatuses } from '#core/measures/fit-feedback.ts'
import { Button } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { formatMeasure } from './format.ts'
import { type FitProposal, measuresApi } from './measures-api.ts'

type OrderProfile = { measureId: number; name: string }
const scale = [-2, -1, 0, 1, 2] as const
const lengthZones = new Set<FitZone>(['sleeve', 'length'])

/**
 * 'Wie passt Ihr Hemd?' on a shipped or delivered order: one rating per zone and
 * profile, the proposed correction as a readable change list, and applying it for the next order.
 */
export function FitFeedback({
  orderId,
  status,
  profiles,
}: {
  orderId: number
  status: string
  profiles: OrderProfile[]
}) {
  const [feedback, setFeedback] = useState<FitProposal[] | null>(null)
  const ratable = ratableOrderStatuses.has(status) && profiles.length > 0

  useEffect(() => {
    if (!ratable) return
    void measuresApi.fitFeedback(orderId).then((answer) => setFeedback(answer.ok ? answer.feedback : []))
  }, [orderId, ratable])

  if (!ratable || feedback === null) return null
  return (
    <div className="space-y-6">
      {profiles.map((profile) => (
        <ProfileFit
          key={profile.measureId}
          orderId={orderId}
          profile={profile}
          initial={feedback.find((entry) => entry.measureId === profile.measureId) ?? null}
        />
      ))}
    </div>
  )
}

function ProfileFit({
  orderId,
  profile,
  initial,
}: {
  orderId: number
  profile: OrderProfile
  initial: FitProposal | null
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const [ratings, setRatings] = useState<Record<FitZone, number>>(
    () =>
      Object.fromEntries(fitZones.map((zone) => [zone, initial?.ratings[zone] ?? 0])) as Record<
        FitZone,
        number
      >,
  )
  const [proposal, setProposal] = useState<(FitProposal & { unmeasured?: FitZone[] }) | null>(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [justApplied, setJustApplied] = useState(false)
  const applied = proposal?.status === 'applied'

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    setError(null)
    const answer = await measuresApi.rateFit(orderId, profile.measureId, ratings as FitRatings)
    setBusy(false)
    if (answer.ok) setProposal(answer)
    else setError(answer.key ? t(answer.key) : t('measures.fit.failed'))
  }

  async function apply() {
    if (!proposal) return
    setBusy(true)
    setError(null)
    const answer = await measuresApi.applyFit(proposal.feedbackId)
    setBusy(false)
    if (answer.ok) {
      setProposal({ ...proposal, status: 'applied', appliedMeasureId: answer.measureId })
      setJustApplied(true)
    } else setError(answer.key ? t(answer.key) : t('measures.fit.failed'))
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-sm border border-chalk p-4 sm:p-6"
      data-testid="fit-feedback"
    >
      <h3 id={headingId} className="font-serif text-xl">
        {t('measures.fit.title')}
      </h3>
      <p className="mt-1 max-w-prose text-sm text-ink-soft">
        {t('measures.fit.intro', { name: profile.name })}
      </p>
      <FormAlert message={error} />
      {applied ? null : (
        <form onSubmit={submit} className="mt-4 space-y-3">
          {fitZones.map((zone) => (
            <fieldset key={zone} className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-center">
              <legend className="float-left text-sm font-medium sm:w-48">
                {t(`measures.fit.zones.${zone}`)}
              </legend>
              <div className="flex flex-wrap gap-1.5">
                {scale.map((value) => {
                  const label = t(`measures.fit.${lengthZones.has(zone) ? 'lengthScale' : 'width'}.${value}`)
                  return (
                    <label
                      key={value}
                      className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-thread ${ratings[zone] === value ? 'border-ink bg-ink text-paper' : 'border-chalk hover:border-thread'}`}
                    >
                      <input
                        type="radio"
                        className="sr-only"
                        name={`fit-${profile.measureId}-${zone}`}
                        value={value}
                        checked={ratings[zone] === value}
                        onChange={() => setRatings((current) => ({ ...current, [zone]: value }))}
                      />
                      {label}
                    </label>
                  )
                })}
              </div>
            </fieldset>
          ))}
          <Button type="submit" variant="secondary" disabled={busy}>
            {t('measures.fit.submit')}
          </Button>
        </form>
      )}
      {proposal ? (
        <Proposal
          proposal={proposal}
          applied={applied}
          busy={busy}
          onApply={apply}
          justApplied={justApplied}
          name={profile.name}
        />
      ) : null}
    </section>
  )
}

function Proposal({
  proposal,
  applied,
  justApplied,
  busy,
  name,
  onApply,
}: {
  proposal: FitProposal & { unmeasured?: FitZone[] }
  applied: boolean
  justApplied: boolean
  busy: boolean
  name: string
  onApply: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="mt-5 border-t border-chalk pt-4" aria-live="polite">
      <h4 className="font-medium">{t('measures.fit.proposalTitle')}</h4>
      {proposal.changes.length ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="fit-changes">
          {proposal.changes.map((change) => (
            <li key={change.field} className="tabular-nums">
              {t('measures.fit.change', {
                field: t(`measures.fields.${change.field}`),
                from: formatMeasure(change.from, 'cm', locale),
                to: formatMeasure(change.to, 'cm', locale),
                delta: formatMeasure(change.delta, 'cm', locale, true),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">{t('measures.fit.noChange')}</p>
      )}
      {proposal.unmeasured?.length ? (
        <p className="mt-2 text-sm text-ink-soft">
          {t('measures.fit.unmeasured', {
            zones: proposal.unmeasured.map((zone) => t(`measures.fit.zones.${zone}`)).join(', '),
          })}
        </p>
      ) : null}
      {applied ? (
        <p className="mt-3 rounded-sm bg-linen px-4 py-3 text-sm" role="status">
          {justApplied ? t('measures.fit.applied', { name }) : t('measures.fit.appliedEarlier')}
        </p>
      ) : proposal.changes.length ? (
        <Button className="mt-3" onClick={onApply} disabled={busy}>
          {t('measures.fit.apply')}
        </Button>
      ) : null}
    </div>
  )
}
