import { useState } from 'react'
import { formatDate } from '#core/format.ts'
import type { memberView } from '#core/teams/team-orders.ts'
import { Button, ButtonLink } from '../components/button.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { Notice } from '../components/notice.tsx'
import { SelectField } from '../components/select-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { callTeam, teamErrorKey } from './team-api.ts'

type Part = NonNullable<Awaited<ReturnType<typeof memberView>>>

/** The member's own part: one of their profiles and their choice in each open category. */
export function MemberPart({ team, onChanged }: { team: Part; onChanged: () => void }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const at = (field: string) => (error?.field === field ? error.message : undefined)

  async function save(form: FormData) {
    setBusy(true)
    setError(null)
    setSaved(false)
    const choices = Object.fromEntries(
      team.openCategories.map((category) => [
        String(category.categoryId),
        Number(form.get(`choice-${category.categoryId}`)),
      ]),
    )
    const answer = await callTeam({
      action: 'savePart',
      teamOrderId: team.teamOrderId,
      measureId: Number(form.get('measureId')),
      choices,
    })
    setBusy(false)
    if (!answer.ok) return setError({ message: t(teamErrorKey(answer.body)), field: answer.body.field })
    setSaved(true)
    onChanged()
  }

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
          <ButtonLink to={to('/massnehmen/neu')}>{t('team.member.measureLink')}</ButtonLink>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-5"
          onSubmit={(event) => {
            event.preventDefault()
            void save(new FormData(event.currentTarget))
          }}
        >
          <FormAlert message={error && !error.field ? error.message : null} />
          <SelectField
            label={t('team.member.profile')}
            name="measureId"
            defaultValue={String(team.part.measureId ?? team.profiles[0]?.measureId ?? '')}
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
            <ButtonLink to={to('/massnehmen/neu')} variant="ghost">
              {t('team.member.newProfile')}
            </ButtonLink>
          </div>
        </form>
      )}
    </section>
  )
}
