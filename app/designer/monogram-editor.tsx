import { useState } from 'react'
import { useTranslation } from '../i18n/react.tsx'

/** Monogram letters: up to 4, checked here and again on the server; stored as '230$$LETTERS'. */
export function MonogramEditor({
  value,
  disabled,
  onApply,
}: {
  value: string | undefined
  disabled: boolean
  onApply: (text: string) => void
}) {
  const { t } = useTranslation()
  const [text, setText] = useState(value ?? '')
  const [error, setError] = useState(false)
  return (
    <form
      className="border-t border-chalk pt-4"
      onSubmit={(event) => {
        event.preventDefault()
        const clean = text.trim()
        const valid = /^[\p{L}.]{1,4}$/u.test(clean)
        setError(!valid)
        if (valid) onApply(clean.toUpperCase())
      }}
    >
      <label htmlFor="monogram-text" className="mb-1 block text-sm font-semibold">
        {t('designer.monogramText')}
      </label>
      <p id="monogram-hint" className="mb-2 text-sm text-ink-soft">
        {t('designer.monogramHint')}
      </p>
      <div className="flex gap-2">
        <input
          id="monogram-text"
          value={text}
          maxLength={4}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error || undefined}
          aria-describedby={error ? 'monogram-hint monogram-error' : 'monogram-hint'}
          className={`min-h-11 w-32 rounded-sm border bg-white px-3 text-lg uppercase tracking-[0.3em] ${error ? 'border-2 border-danger' : 'border-chalk'}`}
        />
        <button
          type="submit"
          aria-disabled={disabled || undefined}
          className="min-h-11 rounded-sm bg-ink px-4 text-paper hover:bg-ink-soft aria-disabled:opacity-50"
        >
          {t('designer.monogramApply')}
        </button>
      </div>
      {error ? (
        <p id="monogram-error" className="mt-1 text-sm text-danger">
          {t('designer.monogramInvalid')}
        </p>
      ) : null}
    </form>
  )
}
