import { announce } from '../live-region.tsx'

/**
 * Notifications: areas default (top right), 'br' (bottom right) and 'center';
 * errors live 3000 ms, the feedback success 3500 ms. Each is said through the page's live region
 * (a toast's own element appears together with its text, which many screen readers never say).
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
  /** What a screen reader says instead of the message, e.g. the designer's choice with its price. */
  announcement?: string
  /**
   * Said after what was just said instead of replacing it: a toast that belongs to the one
   * before (what a choice took away, after the choice itself).
   */
  follows?: boolean
}) {
  const { announcement, follows = false, ...shown } = input
  const toast: Toast = { id: nextId++, group: 'default', life: toastLife.default, ...shown }
  toasts = [...toasts, toast].slice(-5)
  emit()
  announce(announcement ?? toast.message, toast.kind === 'error' ? 'assertive' : 'polite', {
    append: follows,
  })
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
