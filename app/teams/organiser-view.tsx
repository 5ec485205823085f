import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { addressFieldErrors, OrderAddressSchema } from '#core/addresses/rules.ts'
import { formatDate } from '#core/format.ts'
import type { organiserView } from '#core/teams/team-orders.ts'
import { Button } from '../components/button.tsx'
import { ConfirmDialog } from '../components/confirm-dialog.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { Notice } from '../components/notice.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import { callTeam, teamErrorKey } from './team-api.ts'
import { TeamLogoForm } from './team-logo-form.tsx'

type Team = NonNullable<Awaited<ReturnType<typeof organiserView>>>

/** The organiser's team order: the link, who is done (never their measurements), reminders, the order. */
export function OrganiserView({
  team,
  checkout,
  inviteUrl,
  onChanged,
}: {
  team: Team
  checkout: { paymentMethods: string[]; countryCode: string }
  inviteUrl: string | null
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  const [link, setLink] = useState<string | null>(null)
  // The link arrives in the history entry's state, which the server never sees: read after hydration.
  useEffect(() => {
    if (inviteUrl) setLink(inviteUrl)
  }, [inviteUrl])
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
      <FormAlert message={error} />
      {open ? (
        <section aria-labelledby="team-invite" className="space-y-3">
          <h2 id="team-invite" className="text-2xl">
            {t('team.invite.title')}
          </h2>
          {link ? (
            <>
              <TextField label={t('team.invite.label')} name="inviteUrl" readOnly value={link} />
              <p className="text-sm text-ink-soft">{t('team.invite.hint')}</p>
            </>
          ) : null}
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => run({ action: 'renewInvite' }, (answer) => setLink(answer.body.inviteUrl ?? null))}
          >
            {t('team.invite.renew')}
          </Button>
        </section>
      ) : null}

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
        <TeamOrderForm
          team={team}
          checkout={checkout}
          onPlaced={(number) => {
            setNotice(t('team.order.placed', { number }))
            onChanged()
          }}
        />
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

/** One order for the chosen members who are done; the others are named when chosen. */
function TeamOrderForm({
  team,
  checkout,
  onPlaced,
}: {
  team: Team
  checkout: { paymentMethods: string[]; countryCode: string }
  onPlaced: (number: string) => void
}) {
  const { t } = useTranslation()
  const [error, setError] = useState<{ message: string; field?: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const at = (field: string) => (error?.field === field ? error.message : undefined)

  async function submit(form: FormData) {
    const memberIds = form.getAll('memberIds').map(Number)
    if (memberIds.length === 0) return setError({ message: t('team.errors.NONE_CHOSEN') })
    const billingAddress = {
      firstName: String(form.get('firstName') ?? ''),
      lastName: String(form.get('lastName') ?? ''),
      street: String(form.get('street') ?? ''),
      postalCode: String(form.get('postalCode') ?? ''),
      city: String(form.get('city') ?? ''),
      countryCode: checkout.countryCode,
    }
    // The checkout's own address rule, checked before sending: a wrong postal code is named at its
    // field in the checkout's words, not as a general 'check your input'.
    const checked = OrderAddressSchema.safeParse(billingAddress)
    if (!checked.success) {
      const [field, key] = Object.entries(addressFieldErrors(checked.error))[0] ?? []
      if (field && key) return setError({ message: t(`dashboard.addressErrors.${key}`), field })
    }
    setBusy(true)
    setError(null)
    const answer = await callTeam({
      action: 'placeOrder',
      teamOrderId: team.teamOrderId,
      memberIds,
      billingAddress,
      paymentMethod: String(form.get('paymentMethod') ?? ''),
      acceptTerms: form.get('acceptTerms') === 'on',
    })
    setBusy(false)
    if (!answer.ok) {
      const missing = (answer.body.missing ?? []) as { name: string }[]
      const field = String(answer.body.field ?? '').replace(/^billingAddress\./, '')
      setError({
        message:
          answer.body.reason === 'MEMBERS_MISSING'
            ? t('team.order.missing', { names: missing.map((entry) => entry.name).join(', ') })
            : t(teamErrorKey(answer.body)),
        field: field === 'memberIds' ? undefined : field,
      })
      return
    }
    if (answer.body.payment?.kind === 'redirect' && answer.body.payment.url) {
      window.location.assign(answer.body.payment.url)
      return
    }
    onPlaced(String(answer.body.number))
  }

  return (
    <section aria-labelledby="team-order" className="space-y-4">
      <h2 id="team-order" className="text-2xl">
        {t('team.order.title')}
      </h2>
      <p>{t('team.order.lead', { company: team.company })}</p>
      <form
        noValidate
        className="max-w-xl space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          void submit(new FormData(event.currentTarget))
        }}
      >
        <FormAlert message={error && !error.field ? error.message : null} />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('team.order.who')}</legend>
          {team.members.map((member) => (
            <label key={member.memberId} className="flex min-h-8 items-center gap-3">
              <input
                type="checkbox"
                name="memberIds"
                value={member.memberId}
                defaultChecked={member.done}
                className="size-5"
              />
              {member.name} ({member.done ? t('team.members.done') : t('team.members.missing')})
            </label>
          ))}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 text-sm font-medium">{t('team.order.billing')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('checkout.firstName')}
              name="firstName"
              autoComplete="given-name"
              required
              error={at('firstName')}
            />
            <TextField
              label={t('checkout.lastName')}
              name="lastName"
              autoComplete="family-name"
              required
              error={at('lastName')}
            />
          </div>
          <TextField
            label={t('checkout.street')}
            name="street"
            autoComplete="address-line1"
            required
            error={at('street')}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={t('checkout.postalCode')}
              name="postalCode"
              autoComplete="postal-code"
              required
              error={at('postalCode')}
            />
            <TextField
              label={t('checkout.city')}
              name="city"
              autoComplete="address-level2"
              required
              error={at('city')}
            />
          </div>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('checkout.payment')}</legend>
          {checkout.paymentMethods.map((method, index) => (
            <label key={method} className="flex min-h-8 items-center gap-3">
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                defaultChecked={index === 0}
                className="size-5"
              />
              {t(`checkout.${method}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="acceptTerms" className="mt-1 size-5" />
          <span>{t('checkout.terms')}</span>
        </label>
        {at('acceptTerms') ? <p className="text-sm text-danger">{at('acceptTerms')}</p> : null}
        <Button type="submit" disabled={busy}>
          {t('team.order.submit')}
        </Button>
      </form>
    </section>
  )
}
