import { Link, useFetcher, useRevalidator } from 'react-router'
import { teamOrderSummary } from '#core/teams/team-order-summary.ts'
import { memberView, organiserView } from '#core/teams/team-orders.ts'
import { teamCheckoutOptions } from '#core/teams/team-pages.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { pageNotFound, requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { MemberPart } from '../../teams/member-part.tsx'
import { OrganiserView } from '../../teams/organiser-view.tsx'
import { teamContext } from '../../teams/team-context.server.ts'
import { TeamHead } from '../../teams/team-head.tsx'
import { type TeamOrderAnswer, teamOrderAction } from '../../teams/team-order-action.server.ts'
import { teamOrderFetcherKey } from '../../teams/team-order-form.tsx'
import type { Route } from './+types/team-order'

/**
 * /dashboard/team/{id}: the organiser's view of their team order (who is done, reminders, the
 * order) or a member's own part; anybody else's id is the route-validation 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const context = teamContext(args)
  const id = Number(args.params.id)
  if (!/^\d{1,10}$/.test(args.params.id) || id > 2_147_483_647) pageNotFound(args.request)
  const organised = await organiserView(context, id, args.context.get(shopContext).origin)
  const member = organised ? null : await memberView(context, id)
  if (!organised && !member) pageNotFound(args.request)
  const { t } = requestLocale(args.request)
  const name = organised?.name ?? member?.name ?? ''
  return {
    meta: { title: `${t('pages.teamOrder.title')}: ${name}`, description: t('pages.teamOrder.description') },
    organised,
    member,
    checkout: organised ? await teamCheckoutOptions(context) : null,
    // What the order costs for the members who are done (the form's first choice), above its button.
    summary: organised ? await teamOrderSummary(context, id, null) : null,
  }
}

/** The organiser's order form (its total for a choice of members, the order) and a member's part. */
export async function action(args: Route.ActionArgs) {
  return teamOrderAction(args)
}

export const meta = routeMeta

export default function TeamOrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const revalidator = useRevalidator()
  const ordering = useFetcher<TeamOrderAnswer>({ key: teamOrderFetcherKey })
  const { organised, member, checkout, summary } = loaderData
  const team = organised ?? member
  if (!team) return null
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
      <TeamHead team={team} preview={member === null} />
      {organised && checkout ? (
        <OrganiserView
          team={organised}
          checkout={checkout}
          summary={summary}
          posted={ordering.data ?? (actionData && 'values' in actionData ? actionData : null)}
          invitePosted={actionData && 'invite' in actionData ? actionData : null}
          onChanged={() => void revalidator.revalidate()}
        />
      ) : null}
      {member ? (
        <MemberPart team={member} posted={actionData && 'part' in actionData ? actionData : null} />
      ) : null}
    </div>
  )
}
