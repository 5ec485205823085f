import type { ComponentProps } from 'react'

/**
 * A labelled input with its error at the field (aria-invalid + aria-describedby), keeping what
 * the visitor typed. Error texts arrive already translated.
 */
export function TextField({
  label,
  name,
  error,
  hint,
  className = '',
  ...input
}: { label: string; name: string; error?: string; hint?: string } & ComponentProps<'input'>) {
  const id = `field-${name}`
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-12 w-full rounded-sm border bg-white px-3 text-base ${error ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The form-level message (wrong credentials, throttling) announced to screen readers. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="mb-5 rounded-sm border-l-4 border-danger bg-linen px-4 py-3 text-[0.95rem]">
      {message}
    </p>
  )
}
