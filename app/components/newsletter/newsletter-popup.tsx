import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import { postForm, request } from '../../lib/http.ts'
import { useLocalePath } from '../../lib/use-locale.ts'
import { buttonClass } from '../button.tsx'
import { type DismissReason, ModalDialog } from '../modal-dialog.tsx'
import {
  isSubscribed,
  type PopupCloseReason,
  type PopupDecision,
  parseDecision,
  popupCheckDelayMs,
  popupRetryMs,
  popupShowDelayMs,
  popupStarts,
  popupStorageKey,
  popupWaits,
  remainingDelay,
  serializeDecision,
  type VisitorActivity,
} from './popup-rules.ts'

function readDecision(): PopupDecision | null {
  try {
    return parseDecision(window.localStorage.getItem(popupStorageKey))
  } catch {
    return null
  }
}

function storeDecision(decision: PopupDecision) {
  try {
    window.localStorage.setItem(popupStorageKey, serializeDecision(decision))
  } catch {
    // Storage blocked (private mode): the popup may come again on the next visit; no harm.
  }
}

/**
 * The page load as the popup counts it: the first mount after a document load. Kept outside the
 * component, so a change of layout (which mounts the shell anew) neither restarts the 40 s nor
 * repeats the 10 s check.
 */
const pageLoad: { at: number | null; checked: boolean } = { at: null, checked: false }

/** The last key, click or scroll of this page load: the designer shows the popup only when idle. */
const lastActivity = { at: 0, key: 0 }
const trackedEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

function noteActivity(event: Event) {
  lastActivity.at = Date.now()
  if (event.type === 'keydown') lastActivity.key = lastActivity.at
}

function currentActivity(): VisitorActivity {
  const focused = document.activeElement
  const inField =
    focused instanceof HTMLInputElement ||
    focused instanceof HTMLTextAreaElement ||
    focused instanceof HTMLSelectElement ||
    (focused instanceof HTMLElement && focused.isContentEditable)
  return {
    pathname: window.location.pathname,
    // Hidden dialog markup (a library's closed modal) does not count, only what the visitor sees.
    dialogOpen: [...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')].some(
      (element) => element.checkVisibility(),
    ),
    typing: inField || Date.now() - lastActivity.key < 5_000,
    msSinceActivity: Date.now() - lastActivity.at,
  }
}

/** Whether the session belongs to a subscribed customer; asked again when the popup is due (a login may have happened). */
async function subscribedNow(): Promise<boolean> {
  try {
    const response = await request(`/api/session.php?cb=${Date.now()}`, { credentials: 'same-origin' })
    return isSubscribed(await response.json())
  } catch (error) {
    console.warn('newsletter popup: subscription check failed', error)
    return false
  }
}

/** The persistence calls only log on failure; the visitor notices nothing. */
function persist(fields: Record<string, string>) {
  postForm('/api/session.php', fields)
    .then((response) => {
      if (!response.ok) console.warn(`newsletter popup: ${fields.action} answered ${response.status}`)
    })
    .catch((error: unknown) => console.warn('newsletter popup: could not save the choice', error))
}

/**
 * The newsletter popup: hidden, shown 40 s after the page loaded, closed
 * by its close button, Escape, the backdrop or the call to action, which leads to /newsletter.
 * Subscribers never see it: 10 s after load the session is asked, and a subscription counts as a
 * decision. Timers count from the page load, so a change of layout does not restart them.
 */
export function NewsletterPopup() {
  const { t } = useTranslation()
  const to = useLocalePath()
  const [open, setOpen] = useState(false)
  const openRef = useRef(false)

  useEffect(() => {
    if (!popupStarts(readDecision(), Date.now(), window.location.pathname)) return
    let decided = false
    let retry: number | undefined
    pageLoad.at ??= Date.now()
    lastActivity.at ||= pageLoad.at
    const sinceLoad = Date.now() - pageLoad.at
    for (const type of trackedEvents) window.addEventListener(type, noteActivity, { passive: true })
    const check = window.setTimeout(
      async () => {
        if (pageLoad.checked) return
        pageLoad.checked = true
        if (await subscribedNow()) {
          decided = true
          storeDecision({ at: Date.now(), reason: 'subscribed' })
        }
      },
      remainingDelay(popupCheckDelayMs, sinceLoad),
    )
    // Due after 40 s, but never over a dialog, into typing, or while the designer is in use:
    // then it looks again a moment later.
    const tryShow = async () => {
      if (decided || !popupStarts(readDecision(), Date.now(), window.location.pathname)) return
      if (popupWaits(currentActivity())) {
        retry = window.setTimeout(tryShow, popupRetryMs)
        return
      }
      if (await subscribedNow()) {
        decided = true
        storeDecision({ at: Date.now(), reason: 'subscribed' })
        return
      }
      openRef.current = true
      setOpen(true)
    }
    const show = window.setTimeout(tryShow, remainingDelay(popupShowDelayMs, sinceLoad))
    return () => {
      window.clearTimeout(check)
      window.clearTimeout(show)
      window.clearTimeout(retry)
      for (const type of trackedEvents) window.removeEventListener(type, noteActivity)
    }
  }, [])

  const close = useCallback((reason: PopupCloseReason) => {
    // The dialog also reports its own closing after `open` turned false: counted once.
    if (!openRef.current) return
    openRef.current = false
    setOpen(false)
    storeDecision({ at: Date.now(), reason })
    persist({ action: 'storePopupStatus', key: 'newsletterPopup', value: reason })
    if (reason === 'cta') persist({ action: 'setUserChoise', value: 'newsletterPopup' })
  }, [])

  const onDismiss = useCallback(
    (reason?: DismissReason) => {
      if (reason) close(reason)
    },
    [close],
  )

  return (
    <ModalDialog
      open={open}
      onClose={onDismiss}
      title={t('newsletter.popup.title')}
      footer={
        <>
          <button type="button" className={buttonClass('md', 'secondary')} onClick={() => close('close')}>
            {t('newsletter.popup.later')}
          </button>
          <Link to={to('/newsletter')} className={buttonClass('md', 'primary')} onClick={() => close('cta')}>
            {t('newsletter.popup.cta')}
          </Link>
        </>
      }
    >
      <p className="text-[1.05rem] leading-relaxed">{t('newsletter.popup.text')}</p>
      <p className="mt-3 text-sm text-ink-soft">{t('newsletter.frequency')}</p>
    </ModalDialog>
  )
}
