import { useEffect } from 'react'
import { consentTiming } from '#config/consent.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { CloseIcon } from '../close-icon.tsx'
import {
  type ConsentNoticeKind,
  dismissConsentNotice,
  setBlockedBox,
  useConsentNotices,
} from './consent-store.ts'

function Notice({ kind }: { kind: ConsentNoticeKind }) {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = window.setTimeout(() => dismissConsentNotice(kind), consentTiming.noticeMs)
    return () => window.clearTimeout(timer)
  }, [kind])
  return (
    <div
      data-testid="consent-notice"
      className="pointer-events-auto flex items-start gap-2 rounded-sm border-l-4 border-thread bg-paper py-2 pr-1 pl-4 text-sm text-ink shadow-lg"
    >
      <p className="flex-1 py-2">{t(`consent.notices.${kind}`)}</p>
      <button
        type="button"
        onClick={() => dismissConsentNotice(kind)}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-sm hover:bg-linen"
        aria-label={t('consent.notices.dismiss')}
      >
        <CloseIcon />
      </button>
    </div>
  )
}

function BlockedBox() {
  const { t } = useTranslation()
  useEffect(() => {
    const timer = window.setTimeout(() => setBlockedBox(false), consentTiming.blockedBoxMs)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <div
      role="alert"
      data-testid="consent-blocked"
      className="pointer-events-auto flex items-center gap-2 rounded-sm bg-danger py-2 pr-1 pl-4 text-sm font-medium text-white shadow-lg"
    >
      <p className="flex-1">{t('consent.notices.blockedBox')}</p>
      <button
        type="button"
        onClick={() => setBlockedBox(false)}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-sm hover:bg-white/15"
        aria-label={t('consent.close')}
      >
        <CloseIcon />
      </button>
    </div>
  )
}

/**
 * Failure notices at the top right. The live region is always in the page (so
 * screen readers announce what is added) but is a plain div: an empty landmark on every page helps nobody.
 * It starts below the header, so language, account and cart stay usable while a notice is up.
 */
export function ConsentNotices() {
  const { notices, blockedBox } = useConsentNotices()
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed top-20 right-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {notices.map((kind) => (
        <Notice key={kind} kind={kind} />
      ))}
      {blockedBox ? <BlockedBox /> : null}
    </div>
  )
}
