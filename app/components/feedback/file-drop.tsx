import { useId, useRef, useState } from 'react'
import type { Locale } from '#config/locales.ts'
import type { FeedbackFileKey } from '#core/feedback/rules.ts'
import { formatNumber } from '#core/format.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale } from '../../lib/use-locale.ts'
import { CloseIcon } from '../close-icon.tsx'

export type ChosenFile = { id: number; file: File; error: FeedbackFileKey | null }

function sizeLabel(bytes: number, locale: Locale) {
  return bytes >= 1024 * 1024
    ? `${formatNumber(bytes / (1024 * 1024), locale)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`
}

/**
 * Pictures for the feedback: dropped onto the zone or picked with the file chooser. Every file
 * is listed; one in error shows its message and is left out when sending.
 */
export function FileDrop({
  files,
  onAdd,
  onRemove,
  disabled,
}: {
  files: ChosenFile[]
  onAdd: (files: File[]) => void
  onRemove: (id: number) => void
  disabled: boolean
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const input = useRef<HTMLInputElement>(null)
  const [over, setOver] = useState(false)
  const hintId = useId()
  return (
    <div>
      <p aria-hidden="true" className="mb-1 text-sm font-medium">
        {t('feedback.files')}
      </p>
      {/* The drop target; the button inside is the keyboard's way to the same files. */}
      <fieldset
        data-testid="feedback-drop-zone"
        onDragOver={(event) => {
          event.preventDefault()
          if (!disabled) setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault()
          setOver(false)
          if (!disabled) onAdd([...event.dataTransfer.files])
        }}
        className={`flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 rounded-sm border-2 border-dashed px-4 py-5 text-center text-sm ${over ? 'border-ink bg-linen' : 'border-chalk bg-white'}`}
      >
        <legend className="sr-only">{t('feedback.files')}</legend>
        <span>{t('feedback.drop')}</span>
        <button
          type="button"
          disabled={disabled}
          onClick={() => input.current?.click()}
          className="font-medium underline underline-offset-2 hover:text-thread disabled:opacity-50"
          aria-describedby={hintId}
        >
          {t('feedback.pick')}
        </button>
        <input
          ref={input}
          type="file"
          name="files[]"
          accept="image/jpeg,image/png"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t('feedback.files')}
          data-testid="feedback-file-input"
          onChange={(event) => {
            onAdd([...(event.target.files ?? [])])
            event.target.value = ''
          }}
        />
      </fieldset>
      <p id={hintId} className="mt-1 text-sm text-ink-soft">
        {t('feedback.filesHint')}
      </p>
      {files.length > 0 ? (
        <ul className="mt-2 space-y-1.5" data-testid="feedback-files">
          {files.map((entry) => (
            <li
              key={entry.id}
              className={`flex items-start gap-2 rounded-sm border px-3 py-2 text-sm ${entry.error ? 'border-danger bg-linen' : 'border-chalk bg-white'}`}
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{entry.file.name}</p>
                <p className={entry.error ? 'text-danger' : 'text-ink-soft'}>
                  {entry.error
                    ? `${t(entry.error)} (${t('feedback.notSent')})`
                    : sizeLabel(entry.file.size, locale)}
                </p>
              </div>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onRemove(entry.id)}
                className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full hover:bg-linen"
              >
                <span className="sr-only">{t('feedback.remove', { name: entry.file.name })}</span>
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
