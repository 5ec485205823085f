import { Link } from 'react-router'
import type { WithdrawalReceipt } from '#core/withdrawal/submit.ts'
import { PageIntro } from '../components/page-intro.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'
import { useFocusAfterStep } from './withdrawal-form.tsx'
import { DeclarationList } from './withdrawal-review.tsx'

/** After 'Widerruf jetzt bestätigen': what arrived and when (the same as the receipt mail). */
export function WithdrawalReceiptView({ receipt }: { receipt: WithdrawalReceipt }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const ref = useFocusAfterStep<HTMLDivElement>(true)
  return (
    <div ref={ref} tabIndex={-1} className="max-w-2xl outline-none" data-testid="withdrawal-receipt">
      <PageIntro
        title={t('withdrawal.doneTitle')}
        lead={t('withdrawal.doneLead', {
          date: receipt.receivedDate,
          time: receipt.receivedTime,
          email: receipt.email,
        })}
      />
      <DeclarationList
        rows={[
          [t('withdrawal.fields.reference'), receipt.reference],
          [t('withdrawal.fields.receivedAt'), `${receipt.receivedDate}, ${receipt.receivedTime}`],
          [t('withdrawal.fields.name'), receipt.name],
          [t('withdrawal.fields.email'), receipt.email],
          [t('withdrawal.fields.orderNumber'), receipt.orderNumber],
          [t('withdrawal.fields.items'), receipt.items ?? t('withdrawal.scopeAll')],
        ]}
      />
      <p className="mt-6">{t('withdrawal.doneNext')}</p>
      <p className="mt-3 text-sm text-ink-soft">{t('withdrawal.keep')}</p>
      <p className="mt-6">
        <Link to={to('/')} className="link">
          {t('withdrawal.toHome')}
        </Link>
      </p>
    </div>
  )
}
