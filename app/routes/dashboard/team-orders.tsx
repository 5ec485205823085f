import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { formatDate } from '#core/format.ts'
import { listTeamOrders } from '#core/teams/team-orders.ts'
import { teamFormOptions } from '#core/teams/team-pages.ts'
import { ButtonLink } from '../../components/button.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { CreateTeamForm } from '../../teams/create-team-form.tsx'
import { callTeam, teamErrorKey } from '../../teams/team-api.ts'
import { teamContext } from '../../teams/team-context.server.ts'
import type { Route } from './+types/team-orders'

/** /dashboard/team: the team orders a customer organises or belongs to, and the organiser's form. */
export async function loader(args: Route.LoaderArgs) {
  const context = teamContext(args)
  return {
    meta: messagesMeta(args.request, 'dashboardTeam'),
    teams: (await listTeamOrders(context)) ?? { organised: [], joined: [] },
    form: await teamFormOptions(context),
    today: new Date(context.deps.now().getTime() + 14 * 86_400_000).toISOString().slice(0, 10),
  }
}

export const meta = routeMeta

export default function TeamOrdersPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const navigate = useNavigate()
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const { teams, form } = loaderData

  async function create(fields: Record<string, unknown>) {
    setBusy(true)
    const answer = await callTeam({ action: 'create', ...fields })
    setBusy(false)
    if (!answer.ok) {
      setError({ message: t(teamErrorKey(answer.body)), field: answer.body.field })
      return
    }
    // The team's page shows the link on every visit (the organiser's alone).
    navigate(to(`/dashboard/team/${answer.body.teamOrderId}`))
  }

  return (
    <div className="space-y-10">
      <PageIntro title={t('pages.dashboardTeam.title')} lead={t('pages.dashboardTeam.lead')} />
      <section aria-labelledby="team-organised" className="space-y-3">
        <h2 id="team-organised" className="text-2xl">
          {t('team.list.organised')}
        </h2>
        {teams.organised.length === 0 ? <p className="text-ink-soft">{t('team.list.empty')}</p> : null}
        <ul className={teams.organised.length > 0 ? 'divide-y divide-chalk border-y border-chalk' : 'hidden'}>
          {teams.organised.map((team) => (
            <li key={team.teamOrderId} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <Link to={to(`/dashboard/team/${team.teamOrderId}`)} className="link text-lg">
                {team.name} · {team.company}
              </Link>
              <span className="text-sm text-ink-soft">
                {t(`team.state.${team.state}`)} ·{' '}
                {t('team.progress', { done: team.done, members: team.members })} ·{' '}
                {t('team.deadline', { date: formatDate(team.deadline, locale) })}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {teams.joined.length > 0 ? (
        <section aria-labelledby="team-joined" className="space-y-3">
          <h2 id="team-joined" className="text-2xl">
            {t('team.list.joined')}
          </h2>
          <ul className="divide-y divide-chalk border-y border-chalk">
            {teams.joined.map((team) => (
              <li key={team.teamOrderId} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
                <Link to={to(`/dashboard/team/${team.teamOrderId}`)} className="link text-lg">
                  {team.name} · {team.company}
                </Link>
                <span className="text-sm text-ink-soft">
                  {t(`team.state.${team.state}`)} ·{' '}
                  {t('team.list.yourPart', {
                    state: t(team.done ? 'team.list.partDone' : 'team.list.partMissing'),
                  })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="team-create" className="space-y-4">
        <h2 id="team-create" className="text-2xl">
          {t('team.create.title')}
        </h2>
        {form.designs.length === 0 ? (
          <div className="space-y-3">
            <p>{t('team.create.noDesigns')}</p>
            <ButtonLink to={to('/hemdendesigner')} variant="secondary">
              {t('team.create.designerLink')}
            </ButtonLink>
          </div>
        ) : (
          <CreateTeamForm
            designs={form.designs}
            openable={form.openable}
            defaultDeadline={loaderData.today}
            busy={busy}
            error={error}
            onSubmit={create}
          />
        )}
      </section>
    </div>
  )
}
