import type { ReactNode } from 'react'
import { Form, Link, useLocation } from 'react-router'
import { buttonClass } from '../../components/button.tsx'
import { FoldChevron } from '../../components/fold-chevron.tsx'
import { useTranslation } from '../../i18n/react.tsx'

export const fieldClass = 'min-h-10 w-full rounded-sm border border-chalk bg-white px-2'

const grids = {
  3: { form: 'sm:grid-cols-3', below: 'sm:col-span-3' },
  4: { form: 'sm:grid-cols-4', below: 'sm:col-span-4' },
  5: { form: 'sm:grid-cols-5', below: 'sm:col-span-5' },
  6: { form: 'sm:grid-cols-6', below: 'sm:col-span-6' },
} as const

/**
 * The filter bar of a back-office list: a GET form (the filters live in the address and work
 * before hydration), the sort kept in hidden fields (empty ones left out), 'Filter' and 'Reset'.
 * With `columns` the fields stand in a grid and the buttons below it or in the cell `beside`
 * the last field; without, fields and buttons wrap in one row.
 */
export function AdminFilters({
  path,
  hidden = {},
  labels = { apply: 'admin.list.apply', reset: 'admin.list.reset' },
  columns,
  buttons = 'below',
  children,
}: {
  path: string
  hidden?: Record<string, string>
  labels?: { apply: string; reset: string }
  columns?: keyof typeof grids
  buttons?: 'below' | 'beside'
  children: ReactNode
}) {
  const { t } = useTranslation()
  const box = 'rounded-sm border border-chalk bg-white p-3'
  const actions = (
    <>
      <button type="submit" className={buttonClass('sm', 'primary')}>
        {t(labels.apply)}
      </button>
      <Link to={path} className={buttonClass('sm', 'ghost')}>
        {t(labels.reset)}
      </Link>
    </>
  )
  // Filters set in the address, besides the kept sort and page: the folded bar names their count.
  const active = [...new URLSearchParams(useLocation().search)].filter(
    ([name, value]) => value && !(name in hidden) && name !== 'page',
  ).length
  return (
    // On a phone the bar folds behind one button, so the list starts on the first screen.
    <details className="phone-fold group">
      <summary className="flex min-h-11 md:hidden cursor-pointer items-center gap-2 rounded-sm border border-chalk bg-white px-3">
        {t('admin.list.filters')}
        {active > 0 ? (
          <span className="text-ink-soft">· {t('admin.list.filtersActive', { count: active })}</span>
        ) : null}
        <FoldChevron className="ml-auto" />
      </summary>
      <Form
        method="get"
        action={path}
        role="search"
        className={
          columns ? `grid gap-2 ${box} ${grids[columns].form}` : `flex flex-wrap items-end gap-2 ${box}`
        }
      >
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {children}
        {!columns ? (
          actions
        ) : buttons === 'beside' ? (
          <div className="flex items-end gap-2">{actions}</div>
        ) : (
          <div className={`flex gap-2 ${grids[columns].below}`}>{actions}</div>
        )}
      </Form>
    </details>
  )
}

/** A labelled search box of a filter bar, showing back what was typed. */
export function FilterSearch({
  label,
  value,
  name = 'q',
  placeholder,
  className,
}: {
  label: string
  value: string | undefined
  name?: string
  placeholder?: string
  className?: string
}) {
  return (
    <label className={className}>
      <span className="block text-xs text-muted">{label}</span>
      <input
        name={name}
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        className={fieldClass}
      />
    </label>
  )
}

/** The options of a FilterSelect: each value with its name. */
export function choices<Value extends string | number>(
  values: readonly Value[],
  label: (value: Value) => string,
) {
  return values.map((value) => ({ value, label: label(value) }))
}

/** A labelled choice of a filter bar; the first option, 'All', filters nothing. */
export function FilterSelect({
  name,
  label,
  value,
  options,
  className,
}: {
  name: string
  label: string
  value: string | undefined
  options: readonly { value: string | number; label: string }[]
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <label className={className}>
      <span className="block text-xs text-muted">{label}</span>
      <select name={name} defaultValue={value} className={fieldClass}>
        <option value="">{t('admin.list.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** How many rows the filters found, announced when it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className="text-muted">
      {children}
    </p>
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
