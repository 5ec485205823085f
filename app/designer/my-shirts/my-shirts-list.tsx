import { useCallback, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { showToast } from '../../components/toast/toast-store.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocalePath } from '../../lib/use-locale.ts'
import { listShirts, readStatusFilter, type ShirtListItem, statusFilterKey } from './my-shirts-api.ts'
import { ShirtCard } from './shirt-card.tsx'
import { ShirtDetailsDialog } from './shirt-details-dialog.tsx'
import { type ShirtCommand, useShirtActions } from './use-shirt-actions.ts'

const statuses = [
  [0, 'myShirts.statusOpen'],
  [1, 'myShirts.statusInCart'],
  [2, 'myShirts.statusOrdered'],
] as const

type View =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'list'; shirts: ShirtListItem[] }

/**
 * 'Meine Hemden': status filter kept in the browser, loading, error box, empty
 * text, cards; the list reloads after every action. Used by the page and the dialog.
 */
export function MyShirtsList({
  initialDetails = null,
  initialShirts = null,
}: {
  initialDetails?: number | null
  /** The open and in-cart designs as the server rendered them (the page's loader), shown without JavaScript. */
  initialShirts?: ShirtListItem[] | null
}) {
  const { t } = useTranslation()
  const to = useLocalePath()
  const navigate = useNavigate()
  const [tab, setTab] = useState<'shirts' | 'orders'>('shirts')
  const [filter, setFilter] = useState<number[]>([0, 1])
  const [view, setView] = useState<View>(
    initialShirts ? { kind: 'list', shirts: initialShirts } : { kind: 'loading' },
  )
  const [details, setDetails] = useState<number | null>(initialDetails)

  useEffect(() => setFilter(readStatusFilter()), [])

  // Only the newest request may show its answer: switching tabs or filters quickly must not let an
  // older, slower answer (the open designs) replace the list that was asked for last.
  const latest = useRef(0)
  const load = useCallback(async () => {
    const request = ++latest.current
    setView({ kind: 'loading' })
    const result = await listShirts(tab === 'orders' ? [2] : filter)
    if (request !== latest.current) return
    if (result.ok) return setView({ kind: 'list', shirts: result.shirts })
    const message = result.fetchFailed ? t('myShirts.fetchFailed') : t('myShirts.loadFailed')
    setView({ kind: 'error', message })
    showToast({ kind: 'error', title: t('myShirts.errorTitle'), message, group: 'br' })
  }, [filter, tab, t])

  useEffect(() => {
    void load()
  }, [load])

  function toggleStatus(status: number) {
    const next = filter.includes(status)
      ? filter.filter((item) => item !== status)
      : [...filter, status].sort()
    setFilter(next)
    window.localStorage.setItem(statusFilterKey, JSON.stringify(next))
  }

  const afterAction = useCallback(
    (command: ShirtCommand) => {
      if (command === 'edit') return void navigate(to('/hemdendesigner'))
      if (command === 'delete') setDetails(null)
      void load()
    },
    [load, navigate, to],
  )
  const { busy, run, cartAnswered } = useShirtActions(afterAction)

  return (
    <div>
      <div role="tablist" aria-label={t('myShirts.title')} className="mb-4 flex gap-2">
        {(['shirts', 'orders'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={`min-h-11 rounded-full border px-4 text-sm ${tab === value ? 'border-ink bg-ink text-paper' : 'border-chalk'}`}
          >
            {t(value === 'shirts' ? 'myShirts.tabShirts' : 'myShirts.tabOrders')}
          </button>
        ))}
      </div>
      {tab === 'shirts' ? (
        <fieldset className="mb-5 flex flex-wrap gap-4">
          <legend className="sr-only">{t('myShirts.filterLabel')}</legend>
          {statuses.map(([status, key]) => (
            <label key={status} className="flex min-h-11 items-center gap-2 text-[0.95rem]">
              <input
                type="checkbox"
                className="h-4 w-4 accent-ink"
                checked={filter.includes(status)}
                onChange={() => toggleStatus(status)}
              />
              {t(key)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div aria-live="polite">
        {view.kind === 'loading' ? (
          <p className="flex items-center gap-3 py-8 text-ink-soft">
            <span
              className="h-5 w-5 animate-spin rounded-full border-2 border-chalk border-t-ink"
              aria-hidden="true"
            />
            {t('myShirts.loading')}
          </p>
        ) : null}
        {view.kind === 'error' ? (
          <p role="alert" className="rounded-sm border-l-4 border-danger bg-linen px-4 py-3">
            {view.message}
          </p>
        ) : null}
        {view.kind === 'list' && view.shirts.length === 0 ? (
          <p className="rounded-sm bg-linen px-4 py-6">
            {t(tab === 'orders' ? 'myShirts.noOrders' : 'myShirts.empty')}
          </p>
        ) : null}
        {view.kind === 'list' && view.shirts.length > 0 ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {view.shirts.map((shirt) => (
              <li key={shirt.shirtId}>
                <ShirtCard
                  shirt={shirt}
                  busy={busy}
                  onView={() => setDetails(shirt.shirtId)}
                  onAction={(command) => run(command, shirt.shirtId)}
                  onCartAnswer={(answer) => cartAnswered(answer, shirt.shirtId)}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ShirtDetailsDialog
        shirtId={details}
        onClose={() => setDetails(null)}
        busy={busy}
        onCommand={(command, shirtId) => run(command, shirtId)}
      />
    </div>
  )
}
