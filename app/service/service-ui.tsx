import { useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { brand } from '#config/brand.ts'
import { formatLocale } from '#config/locales.ts'
import { feedbackLimits } from '#core/feedback/rules.ts'
import { formatDate } from '#core/format.ts'
import { topicsOf } from '#core/service/schema.ts'
import type { OrderChoice, TicketSummary, TicketView } from '#core/service/tickets.ts'
import { Button } from '../components/button.tsx'
import { FormAlert, TextField } from '../components/form-field.tsx'
import { SelectField } from '../components/select-field.tsx'
import { useTranslation } from '../i18n/react.tsx'
import { useFocusFirstError } from '../lib/use-focus-first-error.ts'
import { useLocale, useLocalePath } from '../lib/use-locale.ts'
import type { FormValues } from './service.server.ts'

const statusClass = {
  open: 'border-info text-info',
  answered: 'border-success bg-success text-white',
  closed: 'border-chalk text-muted',
} as const

/** Open / answered / closed as a calm badge; answered stands out (the customer has news). */
export function StatusBadge({ status }: { status: TicketSummary['status'] }) {
  const { t } = useTranslation()
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${statusClass[status]}`}
      data-testid="ticket-status"
    >
      {t(`service.status.${status}`)}
    </span>
  )
}

/** The viewer's requests, newest activity first; each row links to its thread. */
export function TicketList({ tickets, title }: { tickets: TicketSummary[]; title: string }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const to = useLocalePath()
  return (
    <section aria-labelledby="ticket-list-title" className="mb-10">
      <h2 id="ticket-list-title" className="mb-4 text-2xl">
        {title}
      </h2>
      {tickets.length === 0 ? (
        <p className="rounded-sm bg-linen px-4 py-6">{t('service.empty')}</p>
      ) : (
        <ul className="divide-y divide-chalk border-y border-chalk">
          {tickets.map((ticket) => (
            <li key={ticket.ticketId} data-testid="ticket-row">
              <Link
                to={to(`/${ticket.kind}/${ticket.ticketId}`)}
                className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-4 no-underline hover:bg-linen sm:px-3"
              >
                <span className="min-w-0 flex-1 basis-64">
                  <span className="block font-serif text-lg text-ink">{ticket.subject}</span>
                  <span className="block text-sm text-ink-soft">
                    {t('service.ticketNumber', { id: ticket.ticketId })} ·{' '}
                    {t(`service.topics.${ticket.topic}`)}
                    {ticket.orderNumber
                      ? ` · ${t('service.refersToOrder', { number: ticket.orderNumber })}`
                      : ''}
                  </span>
                </span>
                <span className="flex items-center gap-4 text-sm text-ink-soft">
                  <span className="tabular-nums">{formatDate(ticket.updatedAt, locale)}</span>
                  <StatusBadge status={ticket.status} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function TextArea({
  name,
  label,
  value,
  error,
  rows = 6,
}: {
  name: string
  label: string
  value: string
  error?: string
  rows?: number
}) {
  const id = `field-${name}`
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        required
        maxLength={5000}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-sm border bg-white px-3 py-2 text-base leading-relaxed ${error ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Up to two photos; the server judges them by content and strips their metadata. */
function PhotoField({ error }: { error?: string }) {
  const { t } = useTranslation()
  return (
    <div>
      <label htmlFor="field-files" className="mb-1 block text-sm font-medium">
        {t('service.form.photos')}
      </label>
      <input
        id="field-files"
        name="files"
        type="file"
        multiple
        accept="image/jpeg,image/png"
        aria-invalid={error ? true : undefined}
        aria-describedby={`field-files-hint${error ? ' field-files-error' : ''}`}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-sm file:border file:border-ink file:bg-transparent file:px-4 file:text-ink hover:file:bg-linen"
        data-max-files={feedbackLimits.maxFiles}
      />
      <p id="field-files-hint" className="mt-1 text-sm text-ink-soft">
        {t('service.form.photosHint')}
      </p>
      {error ? (
        <p id="field-files-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The request form of /service/new and /aftersale: topic, subject, message, the customer's own
 * order and design, photos; guests leave their email. Works without JavaScript (a form post);
 * with it, the design list follows the chosen order and 'remake' shows only for a first order.
 */
export function TicketForm({
  kind,
  values,
  fields,
  alert,
  orders,
  guest,
}: {
  kind: 'service' | 'aftersale'
  values: FormValues
  fields: Record<string, string>
  alert: string | null
  orders: OrderChoice[]
  guest: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const busy = useNavigation().state === 'submitting'
  const [orderId, setOrderId] = useState(values.orderId)
  const chosen = orders.find((order) => String(order.orderId) === orderId)
  const goodwill = chosen ? chosen.remakeOffered : orders.some((order) => order.remakeOffered)
  const topics = topicsOf[kind].filter((topic) => topic !== 'remake' || goodwill)
  const designOrders = chosen ? [chosen] : orders
  const designCount = designOrders.reduce((sum, order) => sum + order.designs.length, 0)
  const box = useRef<HTMLFormElement>(null)
  // The action's field errors (a new object per refused post) or its alert.
  useFocusFirstError(box, Object.keys(fields).length > 0 ? fields : alert)
  return (
    <Form
      ref={box}
      method="post"
      encType="multipart/form-data"
      className="grid max-w-2xl gap-5"
      data-testid="ticket-form"
    >
      <FormAlert message={alert} />
      <SelectField
        label={t('service.form.topic')}
        name="topic"
        defaultValue={values.topic}
        error={fields.topic}
        options={topics.map((topic) => ({ value: topic, label: t(`service.topics.${topic}`) }))}
      />
      {kind === 'aftersale' && goodwill ? (
        <p className="-mt-3 text-sm text-ink-soft">{t('service.form.remakeHint')}</p>
      ) : null}
      {orders.length > 0 ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t('service.form.order')}
            name="orderId"
            value={orderId}
            onChange={(event) => setOrderId(event.target.value)}
            error={fields.orderId}
            required={kind === 'aftersale'}
            options={[
              {
                value: '',
                label: t(kind === 'aftersale' ? 'service.form.orderChoose' : 'service.form.orderNone'),
              },
              ...orders.map((order) => ({
                value: String(order.orderId),
                label: t('service.form.orderOption', {
                  number: order.number,
                  date: formatDate(order.createdAt, locale),
                }),
              })),
            ]}
          />
          {designCount > 0 ? (
            <div>
              <label htmlFor="field-shirtId" className="mb-1 block text-sm font-medium">
                {t('service.form.design')}
              </label>
              <select
                id="field-shirtId"
                name="shirtId"
                defaultValue={values.shirtId}
                aria-invalid={fields.shirtId ? true : undefined}
                aria-describedby={fields.shirtId ? 'field-shirtId-error' : undefined}
                className={`min-h-12 w-full rounded-sm border bg-white px-3 text-base ${fields.shirtId ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
              >
                <option value="">{t('service.form.designNone')}</option>
                {designOrders.map((order) => (
                  <optgroup key={order.orderId} label={order.number}>
                    {order.designs.map((design) => (
                      <option key={design.shirtId} value={String(design.shirtId)}>
                        {t('service.form.designOption', { id: design.shirtId, summary: design.summary })}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
              {fields.shirtId ? (
                <p id="field-shirtId-error" className="mt-1 text-sm text-danger">
                  {fields.shirtId}
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : null}
      <TextField
        label={t('service.form.subject')}
        name="subject"
        defaultValue={values.subject}
        error={fields.subject}
        hint={t('service.form.subjectHint')}
        maxLength={150}
        required
      />
      <TextArea
        name="message"
        label={t('service.form.message')}
        value={values.message}
        error={fields.message}
      />
      {guest ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('service.form.email')}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={values.email}
            error={fields.email}
            hint={t('service.form.emailHint')}
            required
          />
          <TextField
            label={t('service.form.name')}
            name="name"
            autoComplete="name"
            defaultValue={values.name}
            error={fields.name}
          />
        </div>
      ) : null}
      <PhotoField error={fields.files} />
      <p className="text-sm text-ink-soft">{t('service.form.privacy')}</p>
      <div>
        <Button type="submit" size="lg" disabled={busy}>
          {t('service.form.submit')}
        </Button>
      </div>
    </Form>
  )
}

/** The help block beside the list: how the service works, in the brand's voice. */
export function ServiceHelp() {
  const { t } = useTranslation()
  const to = useLocalePath()
  return (
    <aside
      className="self-start rounded-sm bg-linen p-5 text-[0.95rem] leading-relaxed"
      aria-labelledby="service-help-title"
    >
      <h2 id="service-help-title" className="mb-3 text-xl">
        {t('service.helpTitle')}
      </h2>
      <ul className="grid gap-2">
        <li>{t('service.help1')}</li>
        <li>{t('service.help2')}</li>
        <li>
          {t('service.help3')}{' '}
          <Link to={to('/erstbestellerkulanz')} className="link">
            {t('service.goodwillLink')}
          </Link>
        </li>
      </ul>
      <p className="mt-4 text-ink-soft">
        <Link to={to('/faq')} className="link">
          {t('nav.faq')}
        </Link>{' '}
        ·{' '}
        <a href={`mailto:${brand.company.email}`} className="link">
          {brand.company.email}
        </a>
      </p>
    </aside>
  )
}

/** The thread: messages oldest first, the customer's on one side, the workshop's on the other. */
export function Thread({ ticket }: { ticket: TicketView }) {
  const { t } = useTranslation()
  const locale = useLocale()
  return (
    <ol className="grid gap-4" aria-label={t('service.thread.title')}>
      {ticket.messages.map((message) => {
        const fromShop = message.author === 'shop'
        const who = fromShop ? t('service.thread.shop') : t('service.thread.you')
        return (
          <li
            key={message.messageId}
            className={`max-w-2xl rounded-sm border p-4 sm:p-5 ${fromShop ? 'border-thread/40 bg-linen sm:mr-12' : 'border-chalk bg-white sm:ml-12'}`}
            data-testid="ticket-message"
            data-author={message.author}
          >
            <p className="mb-2 flex flex-wrap items-baseline justify-between gap-2 text-sm">
              <span className={`font-semibold ${fromShop ? 'text-thread-dark' : 'text-ink'}`}>{who}</span>
              <time dateTime={message.createdAt} className="text-ink-soft">
                {new Date(message.createdAt).toLocaleString(formatLocale(locale), {
                  day: 'numeric',
                  month: 'long',
                  year: 'numeric',
                  hour: '2-digit',
                  minute: '2-digit',
                  timeZone: 'Europe/Berlin',
                })}
              </time>
            </p>
            <p className="whitespace-pre-line leading-relaxed">{message.message}</p>
            {message.files.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-3">
                {message.files.map((file, index) => (
                  <li key={file.fileId}>
                    <a
                      href={file.url}
                      className="block rounded-sm border border-chalk bg-white p-1 hover:border-ink"
                    >
                      <img
                        src={file.url}
                        alt={t('service.thread.photo', { n: index + 1 })}
                        className="h-28 w-28 object-cover"
                        loading="lazy"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}

/** Reply (with photos) and close. */
export function ReplyForm({
  message,
  fields,
  alert,
}: {
  message: string
  fields: Record<string, string>
  alert: string | null
}) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="reply-title" className="mt-10 max-w-2xl">
      <h2 id="reply-title" className="mb-4 text-2xl">
        {t('service.thread.replyTitle')}
      </h2>
      <Form method="post" encType="multipart/form-data" className="grid gap-5" data-testid="reply-form">
        <FormAlert message={alert} />
        <TextArea
          name="message"
          label={t('service.thread.replyLabel')}
          value={message}
          error={fields.message}
          rows={5}
        />
        <PhotoField error={fields.files} />
        <div>
          <Button type="submit" name="intent" value="reply" size="lg" disabled={busy}>
            {t('service.thread.send')}
          </Button>
        </div>
      </Form>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-8 flex flex-wrap items-center gap-3 border-t border-chalk pt-5"
      >
        <p className="text-sm text-ink-soft">{t('service.thread.closeHint')}</p>
        <Button type="submit" name="intent" value="close" size="sm" variant="secondary" disabled={busy}>
          {t('service.thread.close')}
        </Button>
      </Form>
    </section>
  )
}
