import { Link } from 'react-router'
import type { TicketView } from '#core/service/tickets.ts'
import { useTranslation } from '../i18n/react.tsx'
import { useLocalePath } from '../lib/use-locale.ts'

/** The workshop's decision on a request under the first-order fit promise, atop its thread. */
export function FitPromiseNote({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const decided = ticket.fitPromise
  if (!decided) return null
  return (
    <section
      aria-labelledby="ticket-decision"
      className="mb-8 max-w-2xl rounded-sm border-l-4 border-thread bg-linen px-4 py-4"
      data-testid="ticket-decision"
    >
      <h2 id="ticket-decision" className="font-serif text-xl">
        {t('fitPromise.title')}
      </h2>
      {decided.decision === 'remake' && decided.remake ? (
        <p className="mt-1">
          {t('fitPromise.remake', { number: decided.remake.number })}{' '}
          {ticket.orderId ? (
            <Link className="link" to={`${to('/dashboard/orders')}?order=${ticket.orderId}`}>
              {t('fitPromise.seeProgress')}
            </Link>
          ) : null}
        </p>
      ) : null}
      {decided.decision === 'alteration' ? (
        <p className="mt-1">{t('fitPromise.alteration', { label: decided.returnLabel ?? '' })}</p>
      ) : null}
      {decided.decision === 'declined' ? (
        <p className="mt-1">
          {t('fitPromise.declined')} {t(`fitPromise.reasons.${decided.reason ?? 'NOT_FIRST_ORDER'}`)}
        </p>
      ) : null}
    </section>
  )
}
