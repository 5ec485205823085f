import { Link } from 'react-router'
import type { OrderDetail } from '#core/orders/read-orders.ts'
import { progressStates } from '#core/orders/transitions.ts'
import { KeepTogether } from '../components/keep-together.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

type Decision = NonNullable<OrderDetail['fitPromise']>

/**
 * The first-order fit promise on the original order's page: the remake with its progress and
 * parcel, the alteration with its free return label, or why the request was declined.
 */
export function FitPromiseProgress({ decision }: { decision: Decision }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const remake = decision.remake
  // The remake's way through the order states, as the customer follows it.
  const reached = remake ? progressStates.indexOf(remake.status) : -1
  return (
    <section
      aria-labelledby="fit-promise-title"
      className="rounded-sm border-l-4 border-thread bg-linen px-4 py-3 text-sm"
      data-testid="fit-promise"
    >
      <h3 id="fit-promise-title" className="font-serif text-lg">
        {t('fitPromise.title')}
      </h3>
      {decision.decision === 'remake' && remake ? (
        <>
          <p className="mt-1">
            <KeepTogether text={t('fitPromise.remake', { number: remake.number })} part={remake.number} />
          </p>
          <ol className="mt-3 grid gap-2 sm:grid-cols-4" aria-label={t('fitPromise.progress')}>
            {progressStates.map((step, index) => (
              <li
                key={step}
                aria-current={index === reached ? 'step' : undefined}
                className={`rounded-sm border px-3 py-2 ${index <= reached ? 'border-thread bg-white font-medium' : 'border-chalk text-ink-soft'}`}
              >
                {index <= reached ? '✓ ' : ''}
                {t(`orders.${step}`)}
              </li>
            ))}
          </ol>
          {remake.shipment ? (
            <p className="mt-3">
              {t('fitPromise.parcel', {
                carrier: remake.shipment.carrier,
                number: remake.shipment.trackingNumber,
              })}{' '}
              {remake.shipment.url ? (
                <a className="link" href={remake.shipment.url} target="_blank" rel="noopener noreferrer">
                  {t('fitPromise.trackParcel')}
                </a>
              ) : null}
            </p>
          ) : null}
          <p className="mt-3">
            <Link className="link" to={`${to('/dashboard/orders')}?order=${remake.orderId}`}>
              <KeepTogether text={t('fitPromise.toRemake', { number: remake.number })} part={remake.number} />
            </Link>
          </p>
        </>
      ) : null}
      {decision.decision === 'alteration' ? (
        <p className="mt-1">{t('fitPromise.alteration', { label: decision.returnLabel ?? '' })}</p>
      ) : null}
      {decision.decision === 'declined' ? (
        <p className="mt-1">
          {t('fitPromise.declined')} {t(`fitPromise.reasons.${decision.reason ?? 'NOT_FIRST_ORDER'}`)}
        </p>
      ) : null}
    </section>
  )
}
