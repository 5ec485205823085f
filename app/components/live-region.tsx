import { topModal } from './modal-stack.ts'

/**
 * The page's two live regions, in the server HTML from the first paint: a screen reader
 * announces a change only in a region it already knew. `announce()` writes into them; nothing
 * else does, so every result (a toast, a choice in the designer) is said once, in the page's words.
 * No role: a status or alert role would add a second, empty one beside the page's own messages.
 */
export function LiveRegions() {
  return (
    <>
      <div data-live="polite" aria-live="polite" aria-atomic="true" className="sr-only" />
      <div data-live="assertive" aria-live="assertive" aria-atomic="true" className="sr-only" />
    </>
  )
}

export type Urgency = 'polite' | 'assertive'

/**
 * A modal dialog makes the rest of the page inert, and an inert live region is silent: each open
 * modal gets its own pair when it opens (modal-stack.ts), and announcements go to the top one.
 */
export function addLiveRegions(container: HTMLElement) {
  if (container.querySelector(':scope > [data-live]')) return
  for (const urgency of ['polite', 'assertive'] as const) {
    const region = document.createElement('div')
    region.dataset.live = urgency
    region.setAttribute('aria-live', urgency)
    region.setAttribute('aria-atomic', 'true')
    region.className = 'sr-only'
    container.append(region)
  }
}

const pending = new Map<Urgency, number>()
const recent = new Map<Urgency, { text: string; at: number }>()

/**
 * Says `text` to screen readers; the same text twice in a row is said twice. With `append`, a
 * result that belongs to the one just said (the page a saved form led to) is said after it:
 * replaced within a moment, the first would never be heard.
 */
export function announce(text: string, urgency: Urgency = 'polite', { append = false } = {}) {
  if (typeof document === 'undefined' || !text) return
  const scope: ParentNode = topModal() ?? document
  const region = scope.querySelector<HTMLElement>(`[data-live="${urgency}"]`)
  if (!region) return
  const now = Date.now()
  const last = recent.get(urgency)
  const said = append && last && now - last.at < 1500 && last.text !== text ? `${last.text} ${text}` : text
  recent.set(urgency, { text: said, at: now })
  // Emptied first and filled a moment later: a region whose text does not change says nothing.
  region.textContent = ''
  window.clearTimeout(pending.get(urgency))
  pending.set(
    urgency,
    window.setTimeout(() => {
      region.textContent = said
    }, 60),
  )
}
