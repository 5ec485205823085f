import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, getToasts, runToastAction, showToast, toastLife } from './toast-store.ts'

describe('toast life', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('window', globalThis)
  })
  afterEach(() => {
    for (const toast of getToasts()) dismissToast(toast.id)
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it.each([
    ['an error', { kind: 'error' as const }, 3000],
    ['the feedback success', { kind: 'success' as const, life: toastLife.feedbackSuccess }, 3500],
  ])('%s stays %i ms, then goes', (_case, input, life) => {
    const id = showToast({ title: 'Fehler', message: 'Etwas ging schief.', ...input })
    expect(getToasts().find((toast) => toast.id === id)).toMatchObject({ group: 'default', life })
    vi.advanceTimersByTime(life - 1)
    expect(getToasts().some((toast) => toast.id === id)).toBe(true)
    vi.advanceTimersByTime(1)
    expect(getToasts().some((toast) => toast.id === id)).toBe(false)
  })

  it('keeps at most five toasts, the newest', () => {
    const ids = Array.from({ length: 7 }, (_, index) =>
      showToast({ kind: 'info', title: `T${index}`, message: '', group: 'br' }),
    )
    expect(getToasts().map((toast) => toast.id)).toEqual(ids.slice(2))
  })

  it('runs an undo action once, closes its toast, and the undo toast stays 6000 ms', () => {
    const run = vi.fn()
    const id = showToast({
      kind: 'success',
      title: 'Entfernt',
      message: '',
      life: toastLife.undo,
      action: { label: 'Rückgängig', run },
    })
    vi.advanceTimersByTime(toastLife.undo - 1)
    runToastAction(id)
    runToastAction(id)
    expect(run).toHaveBeenCalledTimes(1)
    expect(getToasts().some((toast) => toast.id === id)).toBe(false)
  })
})
