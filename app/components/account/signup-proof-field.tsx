import { useEffect, useRef, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { useTranslation } from '../../i18n/react.tsx'
import { useLocale } from '../../lib/use-locale.ts'
import { BotCheck, type BotCheckHandle } from '../feedback/bot-check.tsx'
import { fetchCsrfToken } from '../feedback/send.ts'

/**
 * The security check of the registration and newsletter forms, shown only after the server asked
 * for a proof of work (many sign-ups from the visitor's network within the hour). The solved
 * challenge goes with the form's next post in the field `altcha`; each new answer of the server
 * (`attempt`) starts a fresh check, since an answer works once.
 */
export function SignupProofField({ attempt, minutes }: { attempt: unknown; minutes: number }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const root = useRouteLoaderData('root') as { turnstileSiteKey?: string | null } | undefined
  const turnstileSiteKey = root?.turnstileSiteKey ?? null
  const [answer, setAnswer] = useState('')
  const [csrfToken, setCsrfToken] = useState<string | null>(null)
  const check = useRef<BotCheckHandle>(null)

  // Turnstile ties its answer to the session through the CSRF token; ALTCHA needs none.
  useEffect(() => {
    if (turnstileSiteKey) void fetchCsrfToken().then(setCsrfToken)
  }, [turnstileSiteKey])
  // biome-ignore lint/correctness/useExhaustiveDependencies: every refused post needs a new answer
  useEffect(() => {
    check.current?.reset()
  }, [attempt])

  return (
    <div>
      <BotCheck
        ref={check}
        locale={locale}
        turnstileSiteKey={turnstileSiteKey}
        csrfToken={csrfToken}
        invalid={false}
        onAnswer={setAnswer}
      />
      <input type="hidden" name="altcha" value={answer} />
      <noscript>
        <p className="mt-2 text-sm">{t('account.signupProof.noScript', { minutes })}</p>
      </noscript>
    </div>
  )
}
