import { useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '../../i18n/react.tsx'
import { CloseIcon } from '../close-icon.tsx'
import { useTopModal } from '../modal-stack.ts'
import {
  dismissToast,
  getToasts,
  runToastAction,
  subscribeToasts,
  type Toast,
  type ToastGroup,
} from './toast-store.ts'

// Up to the mobile breakpoint (639 px) the corner areas span the screen's width,
// and the bottom one moves to the top: at the bottom it covered the designer's options.
const areas: Record<ToastGroup, string> = {
  default: 'top-4 right-4 items-end max-sm:top-2 max-sm:right-2 max-sm:left-2',
  br: 'bottom-4 right-4 items-end max-sm:top-2 max-sm:bottom-auto max-sm:right-2 max-sm:left-2',
  center: 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 items-center max-sm:w-[calc(100vw-1rem)]',
}

const tone: Record<Toast['kind'], string> = {
  success: 'border-success',
  error: 'border-danger',
  info: 'border-info',
}

const empty: Toast[] = []

/** The three notification areas; each toast is dismissible, and said by the live region (toast-store.ts). */
export function Toaster() {
  const { t } = useTranslation()
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, () => empty)
  const modal = useTopModal()
  const areasWithToasts = (
    <>
      {(Object.keys(areas) as ToastGroup[]).map((group) => (
        <div
          key={group}
          className={`pointer-events-none fixed z-50 flex max-w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 max-sm:max-w-none ${areas[group]}`}
        >
          {toasts
            .filter((toast) => toast.group === group)
            .map((toast) => (
              <div
                key={toast.id}
                data-toast={toast.kind}
                className={`pointer-events-auto flex w-full items-start gap-3 rounded-sm border-l-4 bg-paper px-4 py-3 shadow-lg ${tone[toast.kind]}`}
              >
                <div className="flex-1">
                  <p className="font-semibold">{toast.title}</p>
                  <p className="text-sm text-ink-soft">{toast.message}</p>
                  {toast.action ? (
                    <button
                      type="button"
                      onClick={() => runToastAction(toast.id)}
                      className="link mt-1 min-h-11 text-sm font-semibold"
                    >
                      {toast.action.label}
                    </button>
                  ) : null}
                </div>
                <button
                  type="button"
                  onClick={() => dismissToast(toast.id)}
                  className="inline-flex h-8 w-8 items-center justify-center rounded-sm hover:bg-linen"
                  aria-label={t('common.close')}
                >
                  <CloseIcon />
                </button>
              </div>
            ))}
        </div>
      ))}
    </>
  )
  return modal ? createPortal(areasWithToasts, modal) : areasWithToasts
}
