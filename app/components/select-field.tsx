import type { ComponentProps } from 'react'

/** A labelled select with its error at the field, like TextField. */
export function SelectField({
  label,
  name,
  error,
  options,
  className = '',
  ...select
}: {
  label: string
  name: string
  error?: string
  options: readonly { value: string; label: string }[]
} & ComponentProps<'select'>) {
  const id = `field-${name}`
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`min-h-12 w-full rounded-sm border bg-white px-3 text-base ${error ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** Salutation choices shared by the registration, profile and address forms. */
export function salutationOptions(t: (key: string) => string) {
  return [
    { value: '', label: t('account.salutationNone') },
    { value: 'Frau', label: t('account.salutationFrau') },
    { value: 'Herr', label: t('account.salutationHerr') },
    { value: 'divers', label: t('account.salutationDivers') },
  ]
}
