import { useState } from 'react'
import { Link } from 'react-router'
import { formatDate } from '#core/format.ts'
import type { TeamOrderSummary } from '#core/teams/team-order-summary.ts'
import type { organiserView } from '#core/teams/team-orders.ts'
import { Button } from '../components/button.tsx'
import { ConfirmDialog } from '../components/confirm-dialog.tsx'
import { FormAlert } from '../components/form-field.tsx'
import { Notice } from '../components/notice.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { InviteLink } from './invite-link.tsx'
import { callTeam, teamErrorKey } from './team-api.ts'
import { TeamLogoForm } from './team-logo-form.tsx'
import type { InviteAnswer, TeamOrderAnswer } from './team-order-action.server.ts'
import { TeamOrderForm } from './team-order-form.tsx'

type Team = NonNullable<Awaited<ReturnType<typeof organiserView>>>

/** The organiser's team order: the current link, who is done (never their measurements), reminders, the order. */
export function OrganiserView({
  team,
  checkout,
  summary,
  posted,
  invitePosted,
  onChanged,
}: {
  team: Team
  checkout: { paymentMethods: string[]; countryCode: string }
  summary: TeamOrderSummary | null
  /** The order form's answer: the page's action (a post before hydration) or its fetcher's. */
  posted: TeamOrderAnswer | null
  /** The answer of 'new link' posted before hydration. */
  invitePosted: InviteAnswer | null
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [closing, setClosing] = useState(false)
  const open = team.state === 'open'
  const missing = team.members.filter((member) => !member.done)

  async function run(
    body: Record<string, unknown>,
    done: (answer: { body: Record<string, string> }) => void,
  ) {
    setBusy(true)
    setError(null)
    setNotice(null)
    const answer = await callTeam({ ...body, teamOrderId: team.teamOrderId })
    setBusy(false)
    if (!answer.ok) return setError(t(teamErrorKey(answer.body)))
    done(answer)
    onChanged()
  }

  return (
    <div className="space-y-10">
      {notice ? <Notice message={notice} /> : null}
      {posted?.placed ? <Notice message={t('team.order.placed', { number: posted.placed })} /> : null}
      <FormAlert message={error} />
      {open ? <InviteLink inviteUrl={team.inviteUrl} posted={invitePosted} /> : null}

      {open ? <TeamLogoForm teamOrderId={team.teamOrderId} logo={team.logo} onChanged={onChanged} /> : null}

      <section aria-labelledby="team-members" className="space-y-3">
        <h2 id="team-members" className="text-2xl">
          {t('team.members.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('team.members.privacy')}</p>
        {team.members.length === 0 ? (
          <p>{t('team.members.empty')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <thead className="text-sm text-ink-soft">
                <tr>
                  <th className="py-2 pr-4 font-medium">{t('team.members.name')}</th>
                  <th className="py-2 pr-4 font-medium">{t('team.members.email')}</th>
                  <th className="py-2 font-medium">{t('team.members.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-chalk border-y border-chalk">
                {team.members.map((member) => (
                  <tr key={member.memberId}>
                    <td className="py-2 pr-4">{member.name}</td>
                    <td className="break-all py-2 pr-4">{member.email}</td>
                    <td className="py-2">
                      {member.done ? t('team.members.done') : t('team.members.missing')}
                      {member.remindedAt ? (
                        <span className="block text-sm text-ink-soft">
                          {t('team.members.reminded', { date: formatDate(member.remindedAt, locale) })}
                        </span>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {open && missing.length > 0 ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run({ action: 'remind' }, () => setNotice(t('team.reminded')))}
          >
            {t('team.remind')}
          </Button>
        ) : null}
      </section>

      {team.orderId ? (
        <section aria-labelledby="team-ordered" className="space-y-3">
          <h2 id="team-ordered" className="text-2xl">
            {t('team.order.title')}
          </h2>
          <Link to={to(`/dashboard/orders?order=${team.orderId}`)} className="link">
            {t('team.order.view')}
          </Link>
        </section>
      ) : null}
      {open && team.members.length > 0 ? (
        <TeamOrderForm team={team} checkout={checkout} summary={summary} posted={posted} />
      ) : null}
      {open ? (
        <Button variant="ghost" disabled={busy} onClick={() => setClosing(true)}>
          {t('team.close')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={closing}
        title={t('team.closeQuestion')}
        message={t('team.closeMessage')}
        confirmLabel={t('team.close')}
        cancelLabel={t('dashboard.cancel')}
        busy={busy}
        onCancel={() => setClosing(false)}
        onConfirm={() =>
          run({ action: 'close' }, () => {
            setClosing(false)
            setNotice(t('team.closed'))
          })
        }
      />
    </div>
  )
}
