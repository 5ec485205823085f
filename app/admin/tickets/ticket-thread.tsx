import { formatLocale } from '#config/locales.ts'
import type { AdminTicket } from '#core/admin/tickets.ts'
import { formatDate } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { Photos } from '../inbox/photos.tsx'
import type { AdminLocale } from '../locale.ts'

const time = (iso: string, locale: AdminLocale) =>
  new Intl.DateTimeFormat(formatLocale(locale), {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  }).format(new Date(iso))

/** The conversation, oldest first: the customer's messages with their photos, the workshop's answers. */
export function TicketThread({ ticket, locale }: { ticket: AdminTicket; locale: AdminLocale }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="ticket-thread" className="space-y-3">
      <h2 id="ticket-thread" className="font-medium">
        {t('admin.ticket.conversation')}
      </h2>
      <ol className="space-y-3">
        {ticket.messages.map((message) => {
          const shop = message.author === 'shop'
          const from = shop ? t('admin.ticket.fromShop') : ticket.name || ticket.email
          return (
            <li
              key={message.messageId}
              data-author={message.author}
              className={`rounded-sm border p-3 ${shop ? 'border-chalk bg-linen sm:ml-10' : 'border-chalk bg-white sm:mr-10'}`}
            >
              <p className="mb-1 text-xs text-muted">
                <span className="font-medium text-ink">
                  {shop ? t('admin.ticket.fromShop') : t('admin.ticket.fromCustomer')}
                </span>{' '}
                · {formatDate(message.createdAt, locale)} {time(message.createdAt, locale)}
              </p>
              <p className="whitespace-pre-line break-words">{message.message}</p>
              <Photos files={message.files} from={from} />
            </li>
          )
        })}
      </ol>
    </section>
  )
}
