import { useTranslation } from '../../i18n/react.tsx'
import { FilterSelect, fieldClass } from '../list/filters.tsx'
import type { CatalogActionResult } from './action-result.ts'

/** The catalog lists' filter buttons ('Apply', 'Reset'). */
export const filterLabels = { apply: 'admin.catalog.apply', reset: 'admin.list.reset' }

type Refused = Extract<CatalogActionResult, { ok: false }> | null

/** The refusal of a row's last post in the staff member's language, for the field it names or the row. */
export function RowMessage({ refused, saved }: { refused: Refused; saved?: boolean }) {
  const { t } = useTranslation()
  if (refused)
    return (
      <p role="alert" className="text-danger sm:col-span-full">
        {t(`admin.catalog.reason.${refused.reason}`, { defaultValue: t('admin.catalog.reason.BAD_INPUT') })}
      </p>
    )
  return saved ? (
    <p role="status" className="text-success sm:col-span-full">
      {t('admin.catalog.saved')}
    </p>
  ) : null
}

/**
 * A labelled text field of a catalog row; after a refused post it shows what was typed and is
 * marked invalid when the refusal names it.
 */
export function TextField({
  name,
  label,
  value,
  refused,
  inputMode,
  className = '',
  placeholder,
}: {
  name: string
  label: string
  value: string
  refused: Refused
  inputMode?: 'decimal' | 'numeric'
  className?: string
  /** Shown while empty, e.g. the product's price that an empty variant price means. */
  placeholder?: string
}) {
  const invalid = refused?.field === name
  return (
    <label className={className}>
      <span className="block text-xs text-muted">{label}</span>
      <input
        name={name}
        defaultValue={refused ? (refused.values[name] ?? '') : value}
        inputMode={inputMode}
        placeholder={placeholder}
        aria-invalid={invalid || undefined}
        className={`${fieldClass} ${invalid ? 'border-danger' : ''}`}
      />
    </label>
  )
}

/** An on/off switch that posts 'off' when unticked (a hidden field before the box). */
export function ActiveBox({
  checked,
  refused,
  label,
}: {
  checked: boolean
  refused: Refused
  label: string
}) {
  const value = refused ? refused.values.active === 'on' : checked
  return (
    <label className="flex min-h-10 items-center gap-2">
      <input type="hidden" name="active" value="off" />
      <input type="checkbox" name="active" value="on" defaultChecked={value} className="size-5" />
      <span>{label}</span>
    </label>
  )
}

/** The filter 'switched on / off / all' of a catalog list. */
export function ActiveFilter({ value }: { value: string | undefined }) {
  const { t } = useTranslation()
  return (
    <FilterSelect
      name="active"
      label={t('admin.catalog.activeFilter')}
      value={value}
      options={[
        { value: 'yes', label: t('admin.catalog.activeYes') },
        { value: 'no', label: t('admin.catalog.activeNo') },
      ]}
    />
  )
}

/** A colour of a value or variant as a dot beside its name (the name says it in words). */
export function ColourDot({ hex }: { hex?: string | null }) {
  if (!hex) return null
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 rounded-full border border-chalk"
      style={{ backgroundColor: hex }}
    />
  )
}
