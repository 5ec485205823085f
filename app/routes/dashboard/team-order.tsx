import { Link, useLocation, useRevalidator } from 'react-router'
import { memberView, organiserView } from '#core/teams/team-orders.ts'
import { teamCheckoutOptions } from '#core/teams/team-pages.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { MemberPart } from '../../teams/member-part.tsx'
import { OrganiserView } from '../../teams/organiser-view.tsx'
import { teamContext } from '../../teams/team-context.server.ts'
import { TeamHead } from '../../teams/team-head.tsx'
import type { Route } from './+types/team-order'

/**
 * /dashboard/team/{id}: the organiser's view of their team order (who is done, reminders, the
 * order) or a member's own part; anybody else's id is the route-validation 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const context = teamContext(args)
  const id = Number(args.params.id)
  if (!/^\d{1,10}$/.test(args.params.id) || id > 2_147_483_647) pageNotFound(args.request)
  const organised = await organiserView(context, id)
  const member = organised ? null : await memberView(context, id)
  if (!organised && !member) pageNotFound(args.request)
  const { t } = requestLocale(args.request)
  const name = organised?.name ?? member?.name ?? ''
  return {
    meta: { title: `${t('pages.teamOrder.title')}: ${name}`, description: t('pages.teamOrder.description') },
    organised,
    member,
    checkout: organised ? await teamCheckoutOptions(context) : null,
  }
}

export const meta = routeMeta

export default function TeamOrderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const location = useLocation()
  const revalidator = useRevalidator()
  const { organised, member, checkout } = loaderData
  const team = organised ?? member
  if (!team) return null
  const inviteUrl = (location.state as { inviteUrl?: string } | null)?.inviteUrl ?? null
  return (
    <div className="space-y-10">
      <p>
        <Link to={to('/dashboard/team')} className="link">
          ← {t('pages.dashboardTeam.title')}
        </Link>
      </p>
      <PageIntro
        title={`${t('pages.teamOrder.title')}: ${team.name}`}
        lead={
          member ? t('team.member.lead', { organiser: member.organiser, company: member.company }) : undefined
        }
      />
      <TeamHead team={team} />
      {organised && checkout ? (
        <OrganiserView
          team={organised}
          checkout={checkout}
          inviteUrl={inviteUrl}
          onChanged={() => void revalidator.revalidate()}
        />
      ) : null}
      {member ? <MemberPart team={member} onChanged={() => void revalidator.revalidate()} /> : null}
    </div>
  )
}
