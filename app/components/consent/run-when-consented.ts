import type { ConsentCategory } from '#config/consent.ts'
import { reportAppError } from '../../state/app-errors.ts'

type Waiting = { category: ConsentCategory; run: () => void }

const waiting = new Set<Waiting>()
let accepted: ReadonlySet<string> = new Set()

function runSafely(entry: Waiting) {
  try {
    entry.run()
  } catch (error) {
    // One broken optional script must not stop the others or the page.
    reportAppError(error, `consent:${entry.category}`)
  }
}

/**
 * Runs `fn` once, as soon as the visitor has accepted `category` (at once when that is already
 * so). Optional scripts (analytics, marketing) must only ever start through this gate.
 * Returns a cancel function for effects that unmount before consent arrives.
 */
export function runWhenConsented(category: ConsentCategory, fn: () => void): () => void {
  const entry: Waiting = { category, run: fn }
  if (accepted.has(category)) {
    runSafely(entry)
    return () => undefined
  }
  waiting.add(entry)
  return () => {
    waiting.delete(entry)
  }
}

/**
 * Fed by the consent API's onConsent and onChange callbacks. A withdrawn category stops new
 * starts; scripts that already ran stay until the next page load (add their cookies to the
 * category's autoClear in consent-config.ts once such scripts exist).
 */
export function applyConsent(categories: readonly string[]) {
  accepted = new Set(categories)
  for (const entry of waiting) {
    if (!accepted.has(entry.category)) continue
    waiting.delete(entry)
    runSafely(entry)
  }
}
