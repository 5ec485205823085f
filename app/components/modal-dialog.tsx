import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { CloseIcon } from './close-icon.tsx'
import { pushModal, removeModal } from './modal-stack.ts'

/** How a dialog was dismissed; callers that need it (the newsletter popup) record it. */
export type DismissReason = 'close' | 'escape' | 'backdrop'

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus
 * to the opener; a click on the backdrop closes it too. Content mounts only while open, so a
 * closed dialog costs no requests.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  footer,
  wide = false,
}: {
  open: boolean
  /** No reason when the dialog closed for another cause (e.g. `open` became false). */
  onClose: (reason?: DismissReason) => void
  title: string
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      pushModal(dialog)
    }
    if (!open && dialog.open) dialog.close()
    if (!open) removeModal(dialog)
    return () => removeModal(dialog)
  }, [open])

  // A click on the backdrop lands on the <dialog> itself; Escape is the keyboard's way out.
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) onClose('backdrop')
    }
    dialog.addEventListener('click', onBackdrop)
    return () => dialog.removeEventListener('click', onBackdrop)
  }, [onClose])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onClose()}
      onCancel={(event) => {
        event.preventDefault()
        onClose('escape')
      }}
      className={`m-auto max-h-[92dvh] w-[calc(100%-1rem)] overflow-hidden rounded-sm border border-chalk bg-paper p-0 text-ink shadow-xl backdrop:bg-ink/50 ${wide ? 'max-w-5xl' : 'max-w-2xl'}`}
    >
      {open ? (
        <div className="flex max-h-[92dvh] flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-chalk px-5 py-3">
            <h2 id={titleId} className="font-serif text-2xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={() => onClose('close')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-linen"
            >
              <span className="sr-only">{t('common.close')}</span>
              <CloseIcon />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <footer className="flex flex-wrap justify-end gap-3 border-t border-chalk px-5 py-3">
              {footer}
            </footer>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
