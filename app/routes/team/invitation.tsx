import { useState } from 'react'
import { data, useNavigate } from 'react-router'
import { formatDate } from '#core/format.ts'
import { invitationView } from '#core/teams/team-orders.ts'
import { Button, ButtonLink } from '../../components/button.tsx'
import { FormAlert } from '../../components/form-field.tsx'
import { Notice } from '../../components/notice.tsx'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { messagesMeta } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocale, useLocalePath } from '../../lib/use-locale.ts'
import { callTeam, teamErrorKey } from '../../teams/team-api.ts'
import { visitorContext } from '../../teams/team-context.server.ts'
import { TeamHead } from '../../teams/team-head.tsx'
import type { Route } from './+types/invitation'

/**
 * /team/einladung/{token}: the invitation link. Anybody may read it; joining needs a login (the
 * login and registration come back here). An unknown, expired, used-up or closed link gets a page
 * that says so (unknown: 404).
 */
export async function loader(args: Route.LoaderArgs) {
  const context = visitorContext(args)
  const wellFormed = /^[A-Za-z0-9_-]{43}$/.test(args.params.token)
  const invitation = wellFormed ? await invitationView(context, args.params.token) : null
  const answer = {
    meta: messagesMeta(args.request, 'teamInvitation'),
    invitation,
    loggedIn: context.customer !== null,
  }
  return invitation ? answer : data(answer, { status: 404 })
}

export const meta = routeMeta

export default function InvitationPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { invitation, loggedIn } = loaderData

  if (!invitation) {
    return (
      <div className="max-w-3xl">
        <PageIntro title={t('team.invitation.unknownTitle')} lead={t('team.invitation.unknown')} />
      </div>
    )
  }
  const back = encodeURIComponent(to(`/team/einladung/${params.token}`))
  const teamPath = to(`/dashboard/team/${invitation.teamOrderId}`)

  async function join() {
    setBusy(true)
    const answer = await callTeam({ action: 'join', token: params.token })
    setBusy(false)
    if (answer.ok) navigate(teamPath)
    else setError(t(teamErrorKey(answer.body)))
  }

  return (
    <div className="max-w-5xl space-y-8">
      <PageIntro
        title={`${t('pages.teamInvitation.title')}: ${invitation.name}`}
        lead={t('team.invitation.lead', {
          organiser: invitation.organiser,
          name: invitation.name,
          company: invitation.company,
          date: formatDate(invitation.deadline, locale),
        })}
      />
      {invitation.problem ? (
        <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
          {t(`team.invitation.problems.${invitation.problem}`, {
            date: formatDate(invitation.deadline, locale),
            organiser: invitation.organiser,
          })}
        </p>
      ) : null}
      <TeamHead team={invitation} />
      <FormAlert message={error} />
      {invitation.isOrganiser ? (
        <div className="space-y-3">
          <Notice message={t('team.invitation.ownTeam')} />
          <ButtonLink to={teamPath}>{t('team.invitation.toTeam')}</ButtonLink>
        </div>
      ) : invitation.joined ? (
        <div className="space-y-3">
          <Notice message={t('team.invitation.joined')} />
          <ButtonLink to={teamPath}>{t('team.invitation.toPart')}</ButtonLink>
        </div>
      ) : invitation.problem ? null : loggedIn ? (
        <Button onClick={() => void join()} disabled={busy}>
          {t('team.invitation.join')}
        </Button>
      ) : (
        <div className="space-y-3">
          <p>{t('team.invitation.loginHint')}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={`${to('/login')}?redirectTo=${back}`}>{t('team.invitation.login')}</ButtonLink>
            <ButtonLink to={`${to('/register')}?redirectTo=${back}`} variant="secondary">
              {t('team.invitation.register')}
            </ButtonLink>
          </div>
        </div>
      )}
    </div>
  )
}
