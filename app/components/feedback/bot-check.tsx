import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { Locale } from '#config/locales.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { type AltchaWidget, loadAltcha } from './altcha-loader.ts'
import { pollUntil } from './use-poll.ts'

export type BotCheckHandle = { reset: () => void }

type TurnstileApi = {
  render: (el: HTMLElement, options: Record<string, unknown>) => string
  reset: (id: string) => void
  remove: (id: string) => void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

/** Turnstile's cdata: the same session tag the server computes (core/feedback/bot-check.ts). */
async function sessionTag(csrfToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`turnstile:${csrfToken}`))
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32)
}

function loadTurnstileScript() {
  if (document.querySelector('script[data-turnstile]')) return
  const script = document.createElement('script')
  script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
  script.async = true
  script.dataset.turnstile = ''
  document.head.append(script)
}

/**
 * The bot check of the feedback form: the self-hosted ALTCHA widget, or Cloudflare Turnstile
 * when the shop has a site key. Reports the answer (or '' while there is none) to the form.
 */
export const BotCheck = forwardRef<
  BotCheckHandle,
  {
    locale: Locale
    turnstileSiteKey: string | null
    csrfToken: string | null
    invalid: boolean
    describedBy?: string
    onAnswer: (answer: string) => void
  }
>(function BotCheck({ locale, turnstileSiteKey, csrfToken, invalid, describedBy, onAnswer }, ref) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const resetRef = useRef<() => void>(() => {})
  const [status, setStatus] = useState<'loading' | 'ready' | 'unavailable'>('loading')
  const answer = useRef(onAnswer)
  answer.current = onAnswer

  useImperativeHandle(ref, () => ({ reset: () => resetRef.current() }), [])

  useEffect(() => {
    const container = box.current
    if (!container) return
    const controller = new AbortController()
    let cleanup = () => {}
    setStatus('loading')

    if (turnstileSiteKey) {
      if (!csrfToken) return
      loadTurnstileScript()
      void (async () => {
        const ready = await pollUntil(() => Boolean(window.turnstile), controller.signal)
        const api = window.turnstile
        if (!ready || !api) return setStatus(controller.signal.aborted ? 'loading' : 'unavailable')
        const id = api.render(container, {
          sitekey: turnstileSiteKey,
          language: locale,
          cData: await sessionTag(csrfToken),
          callback: (token: string) => answer.current(token),
          'expired-callback': () => answer.current(''),
          'error-callback': () => answer.current(''),
        })
        resetRef.current = () => {
          answer.current('')
          api.reset(id)
        }
        cleanup = () => api.remove(id)
        setStatus('ready')
      })()
    } else {
      const widget = document.createElement('altcha-widget') as AltchaWidget
      widget.setAttribute('challenge', '/api/feedback/challenge.php')
      widget.setAttribute('name', 'cf_turnstile_response')
      widget.setAttribute('language', locale)
      widget.setAttribute('configuration', JSON.stringify({ hideLogo: false, workers: 2 }))
      const onState = (event: Event) => {
        const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
        answer.current(detail.state === 'verified' && detail.payload ? detail.payload : '')
      }
      widget.addEventListener('statechange', onState)
      container.append(widget)
      void (async () => {
        await loadAltcha(locale).catch(() => undefined)
        // The element upgrades once its script has run; until then it has no methods.
        const ready = await pollUntil(() => typeof widget.getState === 'function', controller.signal)
        if (controller.signal.aborted) return
        setStatus(ready ? 'ready' : 'unavailable')
      })()
      resetRef.current = () => {
        answer.current('')
        widget.reset?.()
      }
      cleanup = () => {
        widget.removeEventListener('statechange', onState)
        widget.remove()
      }
    }
    return () => {
      controller.abort()
      cleanup()
      resetRef.current = () => {}
    }
  }, [turnstileSiteKey, csrfToken, locale])

  return (
    <fieldset
      aria-describedby={describedBy}
      tabIndex={-1}
      data-testid="feedback-bot-check"
      data-status={status}
      className="focus:outline-none"
    >
      <legend className="mb-1 text-sm font-medium">{t('feedback.botCheck')}</legend>
      <div ref={box} className={`min-h-16 rounded-sm ${invalid ? 'ring-2 ring-danger' : ''}`} />
      {status === 'loading' ? <p className="text-sm text-ink-soft">{t('feedback.botCheckLoading')}</p> : null}
      {status === 'unavailable' ? (
        <p role="alert" className="text-sm text-danger">
          {t('feedback.errors.captchaUnavailable')}
        </p>
      ) : null}
    </fieldset>
  )
})
