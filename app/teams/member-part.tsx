import { useEffect, useMemo, useRef, useState } from 'react'
import { useFetcher, useSearchParams } from 'react-router'
import { formatDate } from '#core/format.ts'
import { withMeasuringReturn } from '#core/measures/measuring-return.ts'
import type { memberView } from '#core/teams/team-orders.ts'
import { Button, ButtonLink } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { announce } from '../components/live-region.tsx'
import { Notice } from '../components/notice.tsx'
import { SelectField } from '../components/select-field.tsx'
import { layersWithPart } from '../designer/optimistic-layers.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { MemberChoice } from './member-choices.tsx'
import type { MemberPartAnswer } from './team-order-action.server.ts'
import { TeamShirtPreview, useTeamLogoLine } from './team-shirt-preview.tsx'

type Part = NonNullable<Awaited<ReturnType<typeof memberView>>>

/**
 * The member's own part: one of their profiles and their choice in each open category, shown as
 * the designer shows them (option pictures, the folded preview with the team's logo). A form of
 * the page's action (intent savePart): a plain form post before hydration (`posted` is its
 * answer), the page's fetcher after. With JavaScript the preview follows each choice at once.
 */
export function MemberPart({ team, posted }: { team: Part; posted: MemberPartAnswer | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const fetcher = useFetcher<MemberPartAnswer>()
  const [answer, setAnswer] = useState(posted)
  const seen = useRef<MemberPartAnswer | null>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data || seen.current === fetcher.data) return
    seen.current = fetcher.data
    setAnswer(fetcher.data)
  }, [fetcher.state, fetcher.data])
  const busy = fetcher.state !== 'idle'
  const done = !busy && answer?.part.saved === true
  const error = !busy && answer && !answer.part.saved ? answer.part.refusal : null
  // The notice appears with its text, which many screen readers do not say: the live region does.
  useEffect(() => {
    if (done) announce(t('team.member.saved'))
  }, [done, t])
  const at = (field: string) => (error?.field === field ? t(error.key) : undefined)
  // Measuring started here comes back with the new profile (?massprofil=): it is the one offered.
  const measureLink = withMeasuringReturn(to('/massnehmen/neu'), {
    path: `/dashboard/team/${team.teamOrderId}`,
    shirtId: null,
  })
  const [params] = useSearchParams()
  const returned = team.profiles.find((profile) => String(profile.measureId) === params.get('massprofil'))
  const offered = returned?.measureId ?? team.proposedMeasureId ?? team.profiles[0]?.measureId

  // What the form shows as chosen: the saved part, else the team design's; the server's answer
  // (a save, a new visit) resets it.
  const saved = useMemo(
    () =>
      Object.fromEntries(
        team.openCategories.map((category) => [
          category.categoryId,
          team.part.choices[String(category.categoryId)] ??
            category.chosen ??
            category.parts[0]?.partId ??
            null,
        ]),
      ) as Record<number, number | null>,
    [team.openCategories, team.part.choices],
  )
  const [live, setLive] = useState({ choices: saved, layers: team.part.preview })
  useEffect(() => setLive({ choices: saved, layers: team.part.preview }), [saved, team.part.preview])
  const logoLine = useTeamLogoLine(team.logo)
  const chosenLines = team.openCategories.map((category) => {
    const part = category.parts.find((candidate) => candidate.partId === live.choices[category.categoryId])
    return `${category.name}: ${part?.name ?? '—'}`
  })

  function choose(categoryId: number, partId: number) {
    setLive((current) => {
      const from = current.choices[categoryId]
      // The designer's swap of part ids in the layer names; a category the folded view does not
      // show (the fit) leaves the picture as it is.
      const layers =
        from != null
          ? (layersWithPart(current.layers, categoryId, from, partId) ?? current.layers)
          : current.layers
      return { choices: { ...current.choices, [categoryId]: partId }, layers }
    })
    const category = team.openCategories.find((candidate) => candidate.categoryId === categoryId)
    const part = category?.parts.find((candidate) => candidate.partId === partId)
    if (category && part) announce(`${category.name}: ${part.name}`)
  }

  const status = team.ordered
    ? t('team.member.ordered')
    : team.part.done
      ? t('team.member.done')
      : t('team.member.notDone', { date: formatDate(team.deadline, locale) })

  return (
    <section aria-labelledby="team-part" className="max-w-5xl space-y-5">
      <h2 id="team-part" className="text-2xl">
        {t('team.member.profile')}
      </h2>
      {done ? <Notice message={t('team.member.saved')} /> : <p>{status}</p>}
      <p className="text-sm text-ink-soft">{t('team.member.privacy')}</p>
      <div className="grid gap-6 sm:grid-cols-[16rem_1fr]">
        <div className="max-w-64" data-testid="team-member-preview">
          <TeamShirtPreview
            layers={live.layers}
            summary={chosenLines.length > 0 ? chosenLines.join('; ') : team.part.summary}
            logo={team.logo}
            company={team.company}
          />
        </div>
        <div className="space-y-2">
          <p>{t('team.member.yourShirt', { summary: team.part.summary })}</p>
          <ul className="space-y-1" data-testid="team-member-summary">
            {chosenLines.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {logoLine ? <li>{logoLine}</li> : null}
          </ul>
        </div>
      </div>
      {!team.changeable ? (
        <p>{t('team.member.locked')}</p>
      ) : team.profiles.length === 0 ? (
        <div className="space-y-3">
          <p>{t('team.member.noProfiles')}</p>
          <ButtonLink to={measureLink}>{t('team.member.measureLink')}</ButtonLink>
        </div>
      ) : (
        <fetcher.Form method="post" noValidate className="max-w-3xl space-y-5">
          <input type="hidden" name="intent" value="savePart" />
          <FormAlert message={error && !error.field ? t(error.key) : null} />
          <SelectField
            label={t('team.member.profile')}
            name="measureId"
            defaultValue={String(offered ?? '')}
            options={team.profiles.map((profile) => ({
              value: String(profile.measureId),
              label: profile.name,
            }))}
            error={at('measureId')}
          />
          {team.openCategories.map((category) => (
            <MemberChoice
              key={category.categoryId}
              category={category}
              value={live.choices[category.categoryId] ?? null}
              onChoose={(partId) => choose(category.categoryId, partId)}
            />
          ))}
          {at('choices') ? <p className="text-sm text-danger">{at('choices')}</p> : null}
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={busy}>
              {t('team.member.save')}
            </Button>
            <ButtonLink to={measureLink} variant="ghost">
              {t('team.member.newProfile')}
            </ButtonLink>
          </div>
        </fetcher.Form>
      )}
    </section>
  )
}
