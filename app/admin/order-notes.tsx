import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { formatDate } from '#core/format.ts'
import { buttonClass } from '../components/button.tsx'
import { useTranslation } from '../i18n/react.tsx'
import type { AdminLocale } from './locale.ts'
import type { AdminOrder, OrderActionData } from './types.ts'

/** Internal notes: newest first, and a form that keeps the text when it is refused. */
export function OrderNotes({
  order,
  actionData,
  locale,
}: {
  order: AdminOrder
  actionData: OrderActionData
  locale: AdminLocale
}) {
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const refused = actionData && !actionData.ok && actionData.intent === 'note' ? actionData : null
  const saved = actionData?.ok && actionData.intent === 'note'
  useEffect(() => {
    if (saved) form.current?.reset()
  }, [saved])
  return (
    <section aria-labelledby="order-notes" className="rounded-sm border border-chalk bg-white p-3">
      <h2 id="order-notes" className="font-medium">
        {t('admin.order.notes')}
      </h2>
      <p className="mb-2 text-xs text-muted">{t('admin.order.notesHint')}</p>
      <Form method="post" ref={form} className="mb-3 grid gap-2">
        <input type="hidden" name="intent" value="note" />
        <label>
          <span className="sr-only">{t('admin.order.note')}</span>
          <textarea
            name="body"
            rows={2}
            required
            maxLength={2000}
            defaultValue={refused?.values.body ?? ''}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? 'note-error' : undefined}
            className="w-full rounded-sm border border-chalk px-2 py-1"
          />
        </label>
        {refused ? (
          <p id="note-error" role="alert" className="text-danger">
            {t('admin.errors.body')}
          </p>
        ) : null}
        {saved ? <p role="status">{t('admin.order.noteAdded')}</p> : null}
        <button type="submit" className={buttonClass('sm', 'secondary', 'justify-self-start')}>
          {t('admin.order.addNote')}
        </button>
      </Form>
      {order.notes.length === 0 ? <p className="text-muted">{t('admin.order.noNotes')}</p> : null}
      <ul className="space-y-2">
        {order.notes.map((note) => (
          <li key={note.id} className="border-l-2 border-chalk pl-2">
            <p className="text-xs text-muted">
              {formatDate(note.createdAt, locale)} · {note.authorEmail}
            </p>
            <p className="whitespace-pre-line">{note.body}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
