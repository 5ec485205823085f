import { data } from 'react-router'
import { brand } from '#config/brand.ts'
import { fieldErrors } from '#core/accounts/schemas.ts'
import { withdrawalPrefill } from '#core/withdrawal/prefill.ts'
import { WithdrawalSchema } from '#core/withdrawal/schema.ts'
import { submitWithdrawal } from '#core/withdrawal/submit.ts'
import { PageIntro } from '../../components/page-intro.tsx'
import { shopContext } from '../../context.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { requestLocale } from '../../lib/page.server.ts'
import { routeMeta } from '../../lib/seo.ts'
import { declarationOf, emptyValues, readValues } from '../../withdrawal/values.ts'
import { WithdrawalForm } from '../../withdrawal/withdrawal-form.tsx'
import { WithdrawalReceiptView } from '../../withdrawal/withdrawal-receipt.tsx'
import { WithdrawalReview } from '../../withdrawal/withdrawal-review.tsx'
import type { Route } from './+types/withdrawal'

/**
 * /vertrag-widerrufen: the withdrawal function of § 356a BGB. No login; step 1 the form, step 2
 * the check with the button 'Widerruf jetzt bestätigen', then the receipt (also by email).
 * Works without JavaScript: each step is a form post answered by the action.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext)
  const { t } = requestLocale(request)
  const customer = shop.session?.customer ?? null
  const prefill = await withdrawalPrefill(shop.deps, customer, new URL(request.url).searchParams.get('order'))
  return {
    meta: { title: t('withdrawal.metaTitle'), description: t('withdrawal.metaDescription') },
    values: { ...emptyValues, name: prefill.name, email: prefill.email, orderNumber: prefill.orderNumber },
    lines: prefill.lines,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const shop = context.get(shopContext)
  const { locale } = requestLocale(request)
  const form = await request.formData()
  const values = readValues(form)
  const intent = form.get('intent')
  if (intent === 'edit') return { step: 1 as const, values, fields: {}, retryMinutes: 0, receipt: null }
  const parsed = WithdrawalSchema.safeParse(declarationOf(values))
  if (!parsed.success) {
    return data(
      { step: 1 as const, values, fields: fieldErrors(parsed.error), retryMinutes: 0, receipt: null },
      { status: 400 },
    )
  }
  if (intent !== 'confirm') return { step: 2 as const, values, fields: {}, retryMinutes: 0, receipt: null }
  const result = await submitWithdrawal(shop.deps, parsed.data, shop.clientAddress, locale)
  if (!result.ok) {
    return data(
      {
        step: 2 as const,
        values,
        fields: {},
        retryMinutes: Math.ceil(result.retryAfter / 60),
        receipt: null,
      },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    )
  }
  return { step: 3 as const, values, fields: {}, retryMinutes: 0, receipt: result.receipt }
}

export const meta = routeMeta

export default function WithdrawalPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const step = actionData?.step ?? 1
  const values = actionData?.values ?? loaderData.values
  if (step === 3 && actionData?.receipt) return <WithdrawalReceiptView receipt={actionData.receipt} />
  return (
    <div>
      <PageIntro title={t('withdrawal.title')} lead={t('withdrawal.lead')} />
      {step === 2 ? (
        <WithdrawalReview
          values={values}
          retryMessage={
            actionData?.retryMinutes
              ? t('withdrawal.rateLimited', { minutes: actionData.retryMinutes, email: brand.company.email })
              : null
          }
        />
      ) : (
        <WithdrawalForm
          values={values}
          lines={loaderData.lines}
          fields={(actionData?.fields ?? {}) as Record<string, string>}
          answered={!!actionData}
        />
      )}
    </div>
  )
}
