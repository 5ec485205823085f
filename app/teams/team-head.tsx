import { formatDate } from '#core/format.ts'
import { type TeamLogoPosition, teamLogoBoxes } from '#core/teams/logo-rules.ts'
import { ShirtPreview } from '../designer/shirt-preview.tsx'
import type { PreviewLayer } from '../designer/types.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale } from '../lib/use-locale.ts'

/** The team order's head: company, state, deadline, the team shirt and what each member chooses. */
export function TeamHead({
  team,
}: {
  team: {
    company: string
    state: string
    deadline: string
    design: { summary: string; preview: PreviewLayer[] }
    openCategories: { name: string }[]
    logo: { position: TeamLogoPosition; url: string } | null
  }
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const logo = team.logo
  const logoPosition = logo ? t(`team.logo.positions.${logo.position}`) : ''
  const box = logo ? teamLogoBoxes[logo.position] : null
  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
      <div className="max-w-48">
        <ShirtPreview
          layers={team.design.preview}
          summary={
            logo
              ? `${team.design.summary}; ${t('team.logo.current', { position: logoPosition })}`
              : team.design.summary
          }
          overlay={
            logo && box ? (
              <img
                src={logo.url}
                alt={t('team.logo.alt', { company: team.company, position: logoPosition })}
                data-testid="team-logo-preview"
                className="absolute z-[110] aspect-square object-contain"
                style={{ left: `${box.left}%`, top: `${box.top}%`, width: `${box.width}%` }}
              />
            ) : null
          }
        />
      </div>
      <div className="space-y-2">
        <p className="text-sm text-ink-soft">
          {team.company} · {t(`team.state.${team.state}`)} ·{' '}
          {t('team.deadline', { date: formatDate(team.deadline, locale) })}
        </p>
        <h2 className="text-2xl">{t('team.design')}</h2>
        <p>{team.design.summary}</p>
        {logo ? <p>{t('team.logo.current', { position: logoPosition })}</p> : null}
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
