import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { Locale } from '#config/locales.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { type AltchaWidget, loadAltcha } from '../feedback/altcha-loader.ts'
import { pollUntil } from '../feedback/use-poll.ts'

export type LoginProofHandle = { reset: () => void }

/** The widget with the method that starts solving (a fresh challenge from its URL). */
type Widget = AltchaWidget & { verify?: () => Promise<unknown> }

/** Where the widget gets a fresh challenge bound to the visitor's session. */
const challengeUrl = '/api/account/challenge.php'

/**
 * The login's proof of work, shown once the server asked for it: the self-hosted ALTCHA widget
 * fetches its own challenge and solves it at once, and the answer goes with the form as `altcha`.
 * `reset` fetches a new challenge (the last one was spent by the attempt). `wait` (a new object
 * with each answer of the server) counts down to the moment the server accepts the proof.
 */
export const LoginProof = forwardRef<LoginProofHandle, { locale: Locale; wait: { seconds: number } | null }>(
  function LoginProof({ locale, wait }, ref) {
    const { t } = useTranslation()
    const box = useRef<HTMLDivElement>(null)
    const widgetRef = useRef<Widget | null>(null)
    const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading')
    const [answer, setAnswer] = useState('')
    const left = useCountdown(wait)

    useImperativeHandle(
      ref,
      () => ({
        reset: () => {
          setAnswer('')
          widgetRef.current?.reset?.()
          void widgetRef.current?.verify?.().catch(() => undefined)
        },
      }),
      [],
    )

    useEffect(() => {
      const container = box.current
      if (!container) return
      const controller = new AbortController()
      setStatus('loading')
      const widget = document.createElement('altcha-widget') as Widget
      widget.setAttribute('challenge', challengeUrl)
      // The form posts the answer from its own field below; the widget's field gets another name.
      widget.setAttribute('name', 'altcha-widget')
      widget.setAttribute('auto', 'onload')
      widget.setAttribute('language', locale)
      widget.setAttribute('configuration', JSON.stringify({ hideLogo: false, workers: 2 }))
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
        setAnswer(detail.state === 'verified' && detail.payload ? detail.payload : '')
      }
      widget.addEventListener('statechange', onState)
      container.append(widget)
      widgetRef.current = widget
      void (async () => {
        await loadAltcha(locale).catch(() => undefined)
        // The element upgrades once its script has run; until then it has no methods.
        const ready = await pollUntil(() => typeof widget.getState === 'function', controller.signal)
        if (controller.signal.aborted) return
        setStatus(ready ? 'ready' : 'unavailable')
      })()
      return () => {
        controller.abort()
        widget.removeEventListener('statechange', onState)
        widget.remove()
        widgetRef.current = null
      }
    }, [locale])

    return (
      <fieldset data-testid="login-proof" data-status={status} data-solved={answer ? 'yes' : 'no'}>
        <legend className="mb-1 text-sm font-medium">{t('account.proof.legend')}</legend>
        <input type="hidden" name="altcha" value={answer} />
        <div ref={box} className="min-h-16 rounded-sm" />
        <noscript>
          <p className="text-sm text-danger">{t('account.proof.noScript')}</p>
        </noscript>
        {status === 'loading' ? <p className="text-sm text-ink-soft">{t('account.proof.loading')}</p> : null}
        {status === 'unavailable' ? (
          <p role="alert" className="text-sm text-danger">
            {t('account.proof.unavailable')}
          </p>
        ) : null}
        {left === null ? null : left > 0 ? (
          <p role="timer" className="mt-2 text-sm text-ink-soft">
            {t('account.proof.countdown', { seconds: left })}
          </p>
        ) : (
          <p role="status" className="mt-2 text-sm">
            {t('account.proof.ready')}
          </p>
        )}
      </fieldset>
    )
  },
)

/** Seconds left of each new `wait`, counted down in the browser; null without one. */
function useCountdown(wait: { seconds: number } | null): number | null {
  const [left, setLeft] = useState(wait?.seconds ?? null)
  useEffect(() => {
    setLeft(wait?.seconds ?? null)
    if (!wait) return
    const end = Date.now() + wait.seconds * 1000
    const timer = window.setInterval(() => {
      const rest = Math.max(0, Math.ceil((end - Date.now()) / 1000))
      setLeft(rest)
      if (rest === 0) window.clearInterval(timer)
    }, 250)
    return () => window.clearInterval(timer)
  }, [wait])
  return left
}
