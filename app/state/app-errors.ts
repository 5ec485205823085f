/**
 * The shared application error state: errors are kept (last 20) and logged;
 * a failed lazy chunk (a new build went live) reloads the page once instead of breaking.
 */
export type AppError = { message: string; source: string; at: number }

const errors: AppError[] = []
const listeners = new Set<() => void>()
const reloadKey = 'chunk-reload-at'

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error ?? '')
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  )
}

export function reportAppError(error: unknown, source: string) {
  const message = error instanceof Error ? error.message : String(error ?? 'Unknown error')
  errors.push({ message, source, at: Date.now() })
  if (errors.length > 20) errors.shift()
  console.warn(`[app error] ${source}: ${message}`)
  for (const listener of listeners) listener()
  if (isChunkLoadError(error)) reloadOnceForNewBuild()
}

/** Reloads at most once a minute, so a broken deployment cannot cause a reload loop. */
function reloadOnceForNewBuild() {
  const last = Number(sessionStorage.getItem(reloadKey) ?? '0')
  if (Date.now() - last < 60_000) return
  sessionStorage.setItem(reloadKey, String(Date.now()))
  window.location.reload()
}

export function getAppErrors(): readonly AppError[] {
  return errors
}

export function subscribeAppErrors(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
