import type { ReactNode } from 'react'
import { useTranslation } from '../i18n/react.tsx'

export const inputClass =
  'min-h-10 w-full rounded-sm border border-chalk bg-white px-2 aria-[invalid=true]:border-danger'

/** The message key of a refused field: `name_fr` → admin.fabricErrors.name. */
export const errorKeyOf = (name: string) => `admin.fabricErrors.${name.replace(/_(de|en|fr|es)$/, '')}`

/**
 * One labelled field of the fabric editor: its error (from the server's check) under it and
 * tied to it with aria-describedby, a hint when there is one.
 */
export function Field({
  name,
  label,
  hint,
  invalid,
  children,
}: {
  name: string
  label: string
  hint?: string
  invalid: boolean
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode
}) {
  const { t } = useTranslation()
  const id = `fabric-${name}`
  const described = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block text-xs text-muted">
        {label}
      </label>
      {children({
        id,
        ...(invalid ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {t(errorKeyOf(name))}
        </p>
      ) : null}
    </div>
  )
}
