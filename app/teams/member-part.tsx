import { useEffect, useRef, useState } from 'react'
import { useFetcher, useSearchParams } from 'react-router'
import { formatDate } from '#core/format.ts'
import { withMeasuringReturn } from '#core/measures/measuring-return.ts'
import type { memberView } from '#core/teams/team-orders.ts'
import { Button, ButtonLink } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { announce } from '../components/live-region.tsx'
import { Notice } from '../components/notice.tsx'
import { SelectField } from '../components/select-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import type { MemberPartAnswer } from './team-order-action.server.ts'

type Part = NonNullable<Awaited<ReturnType<typeof memberView>>>

/**
 * The member's own part: one of their profiles and their choice in each open category. A form of
 * the page's action (intent savePart): a plain form post before hydration (`posted` is its
 * answer), the page's fetcher after.
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
  const saved = !busy && answer?.part.saved === true
  const error = !busy && answer && !answer.part.saved ? answer.part.refusal : null
  // The notice appears with its text, which many screen readers do not say: the live region does.
  useEffect(() => {
    if (saved) announce(t('team.member.saved'))
  }, [saved, t])
  const at = (field: string) => (error?.field === field ? t(error.key) : undefined)
  // Measuring started here comes back with the new profile (?massprofil=): it is the one offered.
  const measureLink = withMeasuringReturn(to('/massnehmen/neu'), {
    path: `/dashboard/team/${team.teamOrderId}`,
    shirtId: null,
  })
  const [params] = useSearchParams()
  const returned = team.profiles.find((profile) => String(profile.measureId) === params.get('massprofil'))
  const offered = returned?.measureId ?? team.proposedMeasureId ?? team.profiles[0]?.measureId

  const status = team.ordered
    ? t('team.member.ordered')
    : team.part.done
      ? t('team.member.done')
      : t('team.member.notDone', { date: formatDate(team.deadline, locale) })

  return (
    <section aria-labelledby="team-part" className="max-w-xl space-y-5">
      <h2 id="team-part" className="text-2xl">
        {t('team.member.profile')}
      </h2>
      {saved ? <Notice message={t('team.member.saved')} /> : <p>{status}</p>}
      <p className="text-sm text-ink-soft">{t('team.member.privacy')}</p>
      <p>{t('team.member.yourShirt', { summary: team.part.summary })}</p>
      {!team.changeable ? (
        <p>{t('team.member.locked')}</p>
      ) : team.profiles.length === 0 ? (
        <div className="space-y-3">
          <p>{t('team.member.noProfiles')}</p>
          <ButtonLink to={measureLink}>{t('team.member.measureLink')}</ButtonLink>
        </div>
      ) : (
        <fetcher.Form method="post" noValidate className="space-y-5">
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
          {team.openCategories.map((category) => {
            const current = team.part.choices[String(category.categoryId)]
            return (
              <SelectField
                key={category.categoryId}
                label={category.name}
                name={`choice-${category.categoryId}`}
                defaultValue={String(current ?? category.chosen ?? category.parts[0]?.partId ?? '')}
                options={category.parts.map((part) => ({ value: String(part.partId), label: part.name }))}
                error={at('choices')}
              />
            )
          })}
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
