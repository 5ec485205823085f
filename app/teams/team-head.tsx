import { useTranslation } from 'react-i18next'
import { ShirtPreview } from '../designer/shirt-preview.tsx'
import type { PreviewLayer } from '../designer/types.ts'
import { formatDate } from '../lib/format.ts'
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
  }
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
      <div className="max-w-48">
        <ShirtPreview layers={team.design.preview} summary={team.design.summary} />
      </div>
      <div className="space-y-2">
        <p className="text-sm text-ink-soft">
          {team.company} · {t(`team.state.${team.state}`)} ·{' '}
          {t('team.deadline', { date: formatDate(team.deadline, locale) })}
        </p>
        <h2 className="text-2xl">{t('team.design')}</h2>
        <p>{team.design.summary}</p>
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
