import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../i18n/react.tsx'
import { CloseIcon } from './close-icon.tsx'
import { addLiveRegions } from './live-region.tsx'
import { pushModal, removeModal } from './modal-stack.ts'
import { dialogLeaveFrames, motion, prefersReducedMotion } from './motion.ts'

/** How a dialog was dismissed; callers that need it (the newsletter popup) record it. */
export type DismissReason = 'close' | 'escape' | 'backdrop'

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus
 * to the opener; a click on the backdrop closes it too. Content mounts only while open (and during
 * the 200 ms leave), so a closed dialog costs no requests.
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
  // The content stays mounted from opening until the leave has finished.
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  const leaving = mounted && !open

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open) {
      if (!dialog.open) dialog.showModal()
      addLiveRegions(dialog)
      pushModal(dialog)
      return
    }
    if (!dialog.open) {
      removeModal(dialog)
      setMounted(false)
      return
    }
    // The body and the backdrop leave in 200 ms on the document timeline (not on timers, so
    // tests with a stopped clock still close); the modal keeps its toasts until close().
    const leave = leaveAnimations(dialog)
    let done = false
    const finish = () => {
      if (done) return
      done = true
      if (dialog.open) dialog.close()
      // Dropping the held last frame, so the backdrop is back for the next opening.
      for (const animation of leave) animation.cancel()
      removeModal(dialog)
      setMounted(false)
    }
    Promise.all(leave.map((animation) => animation.finished)).then(finish, finish)
    return finish
  }, [open])

  useEffect(() => {
    const dialog = ref.current
    return () => {
      if (dialog) removeModal(dialog)
    }
  }, [])

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
      data-leaving={leaving || undefined}
      onClose={() => onClose()}
      onCancel={(event) => {
        event.preventDefault()
        onClose('escape')
      }}
      className={`m-auto max-h-[92dvh] w-[calc(100%-1rem)] overflow-visible border-0 bg-transparent p-0 text-ink backdrop:bg-ink/50 data-leaving:pointer-events-none ${wide ? 'max-w-5xl' : 'max-w-2xl'}`}
    >
      {mounted ? (
        <div
          data-dialog-body
          className="flex max-h-[92dvh] flex-col overflow-hidden rounded-sm border border-chalk bg-paper shadow-xl"
        >
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

/** The body fades and sinks, the backdrop fades; toasts placed in the dialog stay as they are. */
function leaveAnimations(dialog: HTMLDialogElement): Animation[] {
  const timing = { duration: motion.dialogLeaveMs, easing: 'ease-in', fill: 'forwards' as const }
  const body = dialog.querySelector('[data-dialog-body]')
  const animations = body ? [body.animate(dialogLeaveFrames(prefersReducedMotion()), timing)] : []
  try {
    animations.push(
      dialog.animate([{ opacity: 1 }, { opacity: 0 }], { ...timing, pseudoElement: '::backdrop' }),
    )
  } catch {
    // A browser that cannot animate ::backdrop lets it vanish with close().
  }
  return animations
}
