/**
 * Notifications of spec section 2: areas default (top right), 'br' (bottom right) and 'center';
 * errors live 3000 ms (spec section 9), the feedback success 3500 ms.
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
}

export const toastLife = { default: 3000, error: 3000, feedbackSuccess: 3500 } as const

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
