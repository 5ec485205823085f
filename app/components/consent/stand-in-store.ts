/**
 * Whether the server-rendered banner (consent-stand-in.tsx) has given way to the library's. The
 * library may start before React has hydrated the page: then the box is hidden in the DOM at once,
 * and React removes it when it renders.
 */
let dismissed = false
const listeners = new Set<() => void>()

export function isStandInDismissed() {
  return dismissed
}

export function subscribeStandIn(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function dismissStandIn() {
  if (dismissed) return
  dismissed = true
  const box = document.querySelector<HTMLElement>('#cc-main[data-stand-in]')
  if (box) {
    box.hidden = true
    // The library's box is #cc-main with #cm__title and #cm__desc from now on: its own code, ours
    // and its aria references look them up by those ids, which must stay unique.
    for (const named of box.querySelectorAll('[id]')) named.removeAttribute('id')
    box.removeAttribute('id')
  }
  for (const listener of listeners) listener()
}
