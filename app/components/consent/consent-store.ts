import { useSyncExternalStore } from 'react'

/** The banner's failure notices (one text each under `consent.notices`). */
export type ConsentNoticeKind = 'blocked' | 'styleMissing' | 'timeout' | 'startFailed' | 'inactive' | 'off'

/** Where the banner's start-up stands; the footer link needs it to know what a click can do. */
export type ConsentStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'off'

export type ConsentNotices = { notices: readonly ConsentNoticeKind[]; blockedBox: boolean }

const empty: ConsentNotices = { notices: [], blockedBox: false }
let snapshot: ConsentNotices = empty
let status: ConsentStatus = 'idle'
/** A click on the footer link before the library is ready opens the preferences once it is. */
let openWhenReady = false
const listeners = new Set<() => void>()

function publish(next: ConsentNotices) {
  snapshot = next
  for (const listener of listeners) listener()
}

export function showConsentNotice(kind: ConsentNoticeKind) {
  // The same problem twice (say two footer clicks) shows one notice, not a stack of copies.
  if (snapshot.notices.includes(kind)) return
  publish({ ...snapshot, notices: [...snapshot.notices, kind] })
}

export function dismissConsentNotice(kind: ConsentNoticeKind) {
  publish({ ...snapshot, notices: snapshot.notices.filter((item) => item !== kind) })
}

export function setBlockedBox(visible: boolean) {
  if (snapshot.blockedBox !== visible) publish({ ...snapshot, blockedBox: visible })
}

export function useConsentNotices(): ConsentNotices {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => snapshot,
    () => empty,
  )
}

export function getConsentStatus(): ConsentStatus {
  return status
}

export function setConsentStatus(next: ConsentStatus) {
  status = next
  // Visible in the DOM for support staff and browser tests (html[data-consent="ready"]).
  document.documentElement.dataset.consent = next
  if (next === 'ready' && openWhenReady) {
    openWhenReady = false
    window.CookieConsent?.showPreferences()
  }
}

/** The footer's 'Cookie-Einstellungen': reopen the preferences, or say why that is not possible. */
export function openConsentPreferences() {
  if (status === 'ready') window.CookieConsent?.showPreferences()
  else if (status === 'off') showConsentNotice('off')
  else if (status === 'failed') showConsentNotice('startFailed')
  else openWhenReady = true
}
