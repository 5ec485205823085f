import { useEffect, useRef } from 'react'
import { useTranslation } from '../../i18n/react.tsx'

/** The question before a design is deleted; focus moves to it so keyboard users hear it. */
export function ConfirmDelete({ onConfirm, onCancel }: { onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const small = 'inline-flex min-h-10 items-center rounded-sm border px-3 text-sm'
  useEffect(() => ref.current?.focus(), [])
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alertdialog"
      aria-label={t('myShirts.confirmDelete')}
      className="mt-3 rounded-sm bg-linen p-3 text-sm focus:outline-none"
    >
      <p>{t('myShirts.confirmDelete')}</p>
      <div className="mt-2 flex gap-2">
        <button type="button" className={`${small} border-danger bg-danger text-white`} onClick={onConfirm}>
          {t('myShirts.delete')}
        </button>
        <button type="button" className={`${small} border-chalk`} onClick={onCancel}>
          {t('common.back')}
        </button>
      </div>
    </div>
  )
}
