/**
 * Notifications: areas default (top right), 'br' (bottom right) and 'center';
 * errors live 3000 ms, the feedback success 3500 ms.
 */
export type ToastKind = 'success' | 'error' | 'info'
export type ToastGroup = 'default' | 'br' | 'center'
export type Toast = {
  id: number
  kind: ToastKind
  title: string
  message: string
  group: ToastGroup
  life: number
  /** One button in the toast (the cart's undo); pressing it runs the action and closes the toast. */
  action?: ToastAction
}

export type ToastAction = { label: string; run: () => void }

export const toastLife = { default: 3000, error: 3000, feedbackSuccess: 3500, undo: 6000 } as const

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function showToast(input: {
  kind: ToastKind
  title: string
  message: string
  group?: ToastGroup
  life?: number
  action?: ToastAction
}) {
  const toast: Toast = { id: nextId++, group: 'default', life: toastLife.default, ...input }
  toasts = [...toasts, toast].slice(-5)
  emit()
  if (typeof window !== 'undefined') window.setTimeout(() => dismissToast(toast.id), toast.life)
  return toast.id
}

export function dismissToast(id: number) {
  toasts = toasts.filter((toast) => toast.id !== id)
  emit()
}

export function getToasts() {
  return toasts
}

export function subscribeToasts(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Runs a toast's action once and closes the toast. */
export function runToastAction(id: number) {
  const toast = toasts.find((candidate) => candidate.id === id)
  if (!toast?.action) return
  dismissToast(id)
  toast.action.run()
}
