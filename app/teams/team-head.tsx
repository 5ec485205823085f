import { formatDate } from '#core/format.ts'
import type { PreviewLayer } from '../designer/types.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'
import { type TeamLogo, TeamShirtPreview, useTeamLogoLine } from './team-shirt-preview.tsx'

/** The team order's head: company, state, deadline, the team shirt and what each member chooses. */
export function TeamHead({
  team,
  preview = true,
}: {
  team: {
    company: string
    state: string
    deadline: string
    design: { summary: string; preview: PreviewLayer[] }
    openCategories: { name: string }[]
    logo: TeamLogo | null
  }
  /** Without the picture: a member's own part shows their shirt right below. */
  preview?: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const logoLine = useTeamLogoLine(team.logo)
  return (
    <div className={preview ? 'grid gap-6 sm:grid-cols-[12rem_1fr]' : ''}>
      {preview ? (
        <div className="max-w-48">
          <TeamShirtPreview
            layers={team.design.preview}
            summary={team.design.summary}
            logo={team.logo}
            company={team.company}
          />
        </div>
      ) : null}
      <div className="space-y-2">
        <p className="text-sm text-ink-soft">
          {team.company} · {t(`team.state.${team.state}`)} ·{' '}
          {t('team.deadline', { date: formatDate(team.deadline, locale) })}
        </p>
        <h2 className="text-2xl">{t('team.design')}</h2>
        <p>{team.design.summary}</p>
        {logoLine ? <p>{logoLine}</p> : null}
        <p className="text-ink-soft">
          {team.openCategories.length > 0
            ? t('team.chooses', {
                categories: team.openCategories.map((category) => category.name).join(', '),
              })
            : t('team.choosesNothing')}
        </p>
      </div>
    </div>
  )
}
