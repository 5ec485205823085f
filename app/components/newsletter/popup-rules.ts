/**
 * When the newsletter popup may appear, as pure functions so that every
 * rule is tested without a browser: shown 40 s after the page loaded, the subscription checked
 * after 10 s, and a decision (any way of closing it, or being subscribed) kept for 7 days in the
 * browser under newsletter_popup_v1.
 */
export const popupStorageKey = 'newsletter_popup_v1'
export const popupShowDelayMs = 40_000
export const popupCheckDelayMs = 10_000
export const popupCooldownMs = 7 * 24 * 60 * 60 * 1000

export const popupCloseReasons = ['cta', 'close', 'escape', 'backdrop'] as const
export type PopupCloseReason = (typeof popupCloseReasons)[number]

/** What the browser keeps: when the visitor decided, and how ('subscribed' after the check). */
export type PopupDecision = { at: number; reason: PopupCloseReason | 'subscribed' }

const reasons: readonly string[] = [...popupCloseReasons, 'subscribed']

/** Reads the stored value; anything malformed counts as no decision. */
export function parseDecision(raw: string | null): PopupDecision | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<PopupDecision> | null
    if (!value || typeof value.at !== 'number' || !Number.isFinite(value.at)) return null
    if (typeof value.reason !== 'string' || !reasons.includes(value.reason)) return null
    return { at: value.at, reason: value.reason as PopupDecision['reason'] }
  } catch {
    return null
  }
}

export function serializeDecision(decision: PopupDecision): string {
  return JSON.stringify(decision)
}

/**
 * A decision counts for 7 days. One dated in the future (a clock that was wrong) counts only
 * until 7 days from now, so a bad clock cannot hide the popup for ever.
 */
export function inCooldown(decision: PopupDecision | null, now: number): boolean {
  if (!decision) return false
  const age = now - decision.at
  return age < popupCooldownMs && decision.at - now < popupCooldownMs
}

const withoutLocale = (pathname: string) => pathname.replace(/^\/(en|fr|es)(?=\/|$)/, '') || '/'

/**
 * Pages where an interruption would be wrong: the newsletter page itself, and every step of
 * buying (cart, checkout, the pages after the order).
 */
export function popupAllowedOn(pathname: string): boolean {
  return !/^\/(newsletter|checkout|checkout-success|cart|order)(\/|$)/.test(withoutLocale(pathname))
}

/** In the designer the popup waits until the visitor has done nothing for this long. */
export const popupIdleMs = 15_000
/** How often a popup that had to wait looks again. */
export const popupRetryMs = 2_000

/** What the visitor is doing at the moment the popup is due. */
export type VisitorActivity = {
  pathname: string
  /** Another dialog is open (Meine Hemden, a confirmation, the cookie banner …). */
  dialogOpen: boolean
  /** The focus is in a field, or a key was pressed a moment ago. */
  typing: boolean
  msSinceActivity: number
}

/** Whether the popup must wait: never over another dialog or typing; in the designer, until idle. */
export function popupWaits(activity: VisitorActivity): boolean {
  if (activity.dialogOpen || activity.typing) return true
  return (
    /^\/hemdendesigner(\/|$)/.test(withoutLocale(activity.pathname)) && activity.msSinceActivity < popupIdleMs
  )
}

/** Whether a page load starts the timers, and, at the 40 s mark, whether the popup shows. */
export function popupStarts(decision: PopupDecision | null, now: number, pathname: string): boolean {
  return popupAllowedOn(pathname) && !inCooldown(decision, now)
}

/** Milliseconds until a step is due, counted from the page load (not from a later layout change). */
export function remainingDelay(delayMs: number, sinceLoadMs: number): number {
  return Math.max(0, delayMs - sinceLoadMs)
}

/** The answer of GET /api/session.php: a subscribed customer counts as a recent decision. */
export function isSubscribed(session: unknown): boolean {
  const customer = (session as { data?: { customer?: { newsletterSubscribed?: unknown } } } | null)?.data
    ?.customer
  return customer?.newsletterSubscribed === 1
}
