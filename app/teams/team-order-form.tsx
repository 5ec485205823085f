import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'
import type { TeamOrderSummary } from '#core/teams/team-order-summary.ts'
import type { organiserView } from '#core/teams/team-orders.ts'
import { Button } from '../components/button.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { OrderSummary } from '../orders/order-summary.tsx'
import type { TeamOrderAnswer } from './team-order-action.server.ts'

type Team = NonNullable<Awaited<ReturnType<typeof organiserView>>>

/** The keyed fetcher the form posts with; the page reads its answer (the placed order) too. */
export const teamOrderFetcherKey = 'team-order'

/**
 * One order for the chosen members who are done, a real form post to the page's action (it works
 * before the JavaScript has loaded). Directly above the button: what the order will cost, priced
 * by the server for the chosen members; choosing others works it out again.
 */
export function TeamOrderForm({
  team,
  checkout,
  summary: loaded,
  posted,
}: {
  team: Team
  checkout: { paymentMethods: string[]; countryCode: string }
  summary: TeamOrderSummary | null
  /** The answer of a post sent before hydration (the page rendered again). */
  posted: TeamOrderAnswer | null
}) {
  const { t } = useTranslation()
  const order = useFetcher<TeamOrderAnswer>({ key: teamOrderFetcherKey })
  const pricing = useFetcher<TeamOrderAnswer>()
  // The 'work the total out' button is for a form without JavaScript; with it the total follows the choice.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const answer = order.data ?? posted
  // The latest of the two answers wins: a refused order brings the total as it now stands.
  const [fresh, setFresh] = useState<TeamOrderSummary | null>(null)
  useEffect(() => {
    if (pricing.data?.summary) setFresh(pricing.data.summary)
  }, [pricing.data])
  useEffect(() => {
    if (order.data?.summary) setFresh(order.data.summary)
  }, [order.data])
  const summary = fresh ?? answer?.summary ?? loaded
  const refusal = answer?.refusal ?? null
  const values = posted?.values ?? null
  const busy = order.state !== 'idle'
  // An address field's refusal is named by its key under dashboard.addressErrors: spelt out here,
  // so that the page's texts include them (scripts/route-texts.ts reads the route's chunks).
  const fieldText = (key: string) => {
    const address = /^dashboard\.addressErrors\.(\w+)$/.exec(key)?.[1]
    return address ? t(`dashboard.addressErrors.${address}`) : t(key)
  }
  const at = (field: string) => (refusal?.field === field ? fieldText(refusal.key) : undefined)
  const alert =
    refusal && !refusal.field ? t(refusal.key, { names: (refusal.missing ?? []).join(', ') }) : null

  return (
    <section aria-labelledby="team-order" className="space-y-4">
      <h2 id="team-order" className="text-2xl">
        {t('team.order.title')}
      </h2>
      <p>{t('team.order.lead', { company: team.company })}</p>
      <order.Form
        method="post"
        noValidate
        className="max-w-xl space-y-5"
        onChange={(event) => {
          if (!(event.target instanceof HTMLInputElement) || event.target.name !== 'memberIds') return
          const form = new FormData(event.currentTarget)
          form.set('intent', 'summary')
          void pricing.submit(form, { method: 'post' })
        }}
      >
        <FormAlert message={alert} />
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium">{t('team.order.who')}</legend>
          {team.members.map((member) => (
            <label key={member.memberId} className="flex min-h-8 items-center gap-3">
              <input
                type="checkbox"
                name="memberIds"
                value={member.memberId}
                defaultChecked={values ? values.memberIds.includes(member.memberId) : member.done}
                className="size-5"
              />
              {member.name} ({member.done ? t('team.members.done') : t('team.members.missing')})
            </label>
          ))}
          {hydrated ? null : (
            <Button type="submit" name="intent" value="summary" variant="secondary">
              {t('team.order.summaryUpdate')}
            </Button>
          )}
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="mb-1 text-sm font-medium">{t('team.order.billing')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('checkout.firstName')}
              name="firstName"
              autoComplete="given-name"
              required
              defaultValue={values?.billing.firstName}
              error={at('firstName')}
            />
            <TextField
              label={t('checkout.lastName')}
              name="lastName"
              autoComplete="family-name"
              required
              defaultValue={values?.billing.lastName}
              error={at('lastName')}
            />
          </div>
          <TextField
            label={t('checkout.street')}
            name="street"
            autoComplete="address-line1"
            required
            defaultValue={values?.billing.street}
            error={at('street')}
          />
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <TextField
              label={t('checkout.postalCode')}
              name="postalCode"
              autoComplete="postal-code"
              required
              defaultValue={values?.billing.postalCode}
              error={at('postalCode')}
            />
            <TextField
              label={t('checkout.city')}
              name="city"
              autoComplete="address-level2"
              required
              defaultValue={values?.billing.city}
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
                defaultChecked={values ? values.paymentMethod === method : index === 0}
                className="size-5"
              />
              {t(`checkout.${method}`)}
            </label>
          ))}
        </fieldset>
        <h3 id="team-order-summary" className="text-xl">
          {t('team.order.summary')}
        </h3>
        {summary && summary.lines.length > 0 ? (
          <OrderSummary
            total={summary.total}
            lines={summary.lines}
            note={<SummaryNote count={summary.lines.length} missing={summary.missing} />}
          >
            <input type="hidden" name="expectedTotal" value={summary.total.totalBrutto} />
            <TermsAndButton busy={busy} error={at('acceptTerms')} accepted={values?.acceptTerms} />
          </OrderSummary>
        ) : (
          <>
            <p>{t('team.order.summaryNone')}</p>
            <TermsAndButton busy={busy} error={at('acceptTerms')} accepted={values?.acceptTerms} />
          </>
        )}
      </order.Form>
    </section>
  )
}

function SummaryNote({ count, missing }: { count: number; missing: readonly string[] }) {
  const { t } = useTranslation()
  return (
    <div className="mb-4 space-y-1 text-sm text-ink-soft">
      <p>{t('team.order.summaryFor', { count })}</p>
      {missing.length > 0 ? <p>{t('team.order.summaryMissing', { names: missing.join(', ') })}</p> : null}
    </div>
  )
}

function TermsAndButton({ busy, error, accepted }: { busy: boolean; error?: string; accepted?: boolean }) {
  const { t } = useTranslation()
  return (
    <>
      <label className="mt-5 flex items-start gap-3">
        <input
          type="checkbox"
          name="acceptTerms"
          defaultChecked={accepted}
          className="mt-1 size-5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'team-terms-error' : undefined}
        />
        <span>{t('checkout.terms')}</span>
      </label>
      {error ? (
        <p id="team-terms-error" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" name="intent" value="placeOrder" size="full" className="mt-5" disabled={busy}>
        {t('team.order.submit')}
      </Button>
    </>
  )
}
