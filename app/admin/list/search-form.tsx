import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Form, Link } from 'react-router'
import { buttonClass } from '../../components/button.tsx'

/**
 * The filter bar of a back-office list: a GET form (the filters live in the address and work
 * before hydration), the sort kept in hidden fields, 'Filter' and 'Reset'.
 */
export function SearchForm({
  path,
  hidden,
  labels,
  children,
}: {
  path: string
  hidden: Record<string, string>
  labels: { apply: string; reset: string }
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Form
      method="get"
      action={path}
      role="search"
      className="grid gap-2 rounded-sm border border-chalk bg-white p-3 sm:grid-cols-4"
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {children}
      <div className="flex gap-2 sm:col-span-4">
        <button type="submit" className={buttonClass('sm', 'primary')}>
          {t(labels.apply)}
        </button>
        <Link to={path} className={buttonClass('sm', 'ghost')}>
          {t(labels.reset)}
        </Link>
      </div>
    </Form>
  )
}

/** A notice under a list's filters ('a filter was dropped', 'the account was deleted'). */
export function ListNotice({ message, tone }: { message: string | null; tone: 'danger' | 'success' }) {
  if (!message) return null
  return (
    <p
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`rounded-sm border-l-4 bg-linen px-3 py-2 ${tone === 'danger' ? 'border-danger' : 'border-success'}`}
    >
      {message}
    </p>
  )
}
