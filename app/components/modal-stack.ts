import { useSyncExternalStore } from 'react'

/**
 * The open modal dialogs, innermost last. A modal makes the rest of the page inert, so toasts
 * render inside the top one (toaster.tsx) to stay visible, clickable and announced.
 */
let stack: HTMLDialogElement[] = []
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

export function pushModal(dialog: HTMLDialogElement) {
  stack = [...stack.filter((item) => item !== dialog), dialog]
  emit()
}

export function removeModal(dialog: HTMLDialogElement) {
  if (!stack.includes(dialog)) return
  stack = stack.filter((item) => item !== dialog)
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function topModal(): HTMLDialogElement | null {
  return stack.at(-1) ?? null
}

export function useTopModal(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => stack.at(-1) ?? null,
    () => null,
  )
}
