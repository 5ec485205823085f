import { useCallback, useEffect, useRef, useState } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import {
  type FeedbackErrorKey,
  type FeedbackFields,
  feedbackLimits,
  firstFieldError,
  judgeFiles,
} from '#core/feedback/rules.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { useFocusFirstError } from '../../lib/use-focus-first-error.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { Button } from '../button.tsx'
import { FormAlert, TextField } from '../form-field.tsx'
import { ModalDialog } from '../modal-dialog.tsx'
import { showToast } from '../toast/toast-store.ts'
import { BotCheck, type BotCheckHandle } from './bot-check.tsx'
import { type ChosenFile, FileDrop } from './file-drop.tsx'
import { fetchCsrfToken, sendFeedback } from './send.ts'

/** The form's states: closed, open, sending; closed and reset on success; open with an error on failure. */
type Phase = 'closed' | 'open' | 'sending'

const emptyDraft = { name: '', email: '', message: '' }
let nextFileId = 1

/**
 * The feedback form in its modal, loaded when the tab is first clicked.
 * It stays mounted afterwards, so a draft closed without sending is still there on reopening.
 */
export function FeedbackDialog({ openings }: { openings: number }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const root = useRouteLoaderData('root') as { turnstileSiteKey?: string | null } | undefined
  const [phase, setPhase] = useState<Phase>('closed')
  // The draft lives here, not in the dialog body, so closing without sending keeps it.
  const [draft, setDraft] = useState(emptyDraft)
  const [answer, setAnswer] = useState('')
  const [files, setFiles] = useState<ChosenFile[]>([])
  const [fieldError, setFieldError] = useState<{ field: keyof FeedbackFields; key: FeedbackErrorKey } | null>(
    null,
  )
  const [formError, setFormError] = useState<FeedbackErrorKey | null>(null)
  const [csrfToken, setCsrfToken] = useState<string | null>(null)
  const botCheck = useRef<BotCheckHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // A refused send (server or connection) shows its alert: the focus goes there.
  useFocusFirstError(formRef, formError)

  // biome-ignore lint/correctness/useExhaustiveDependencies: each click on the tab (openings) opens the form
  useEffect(() => {
    setPhase('open')
    setAnswer('')
    // Starts the session the bot-check challenge is bound to (and Turnstile's cdata needs).
    void fetchCsrfToken().then(setCsrfToken)
  }, [openings])
  // The widget unmounts with the dialog; its answer goes with it (a new one is solved on reopening).
  const close = useCallback(() => {
    setPhase((current) => (current === 'sending' ? current : 'closed'))
    setAnswer('')
  }, [])

  const addFiles = (added: File[]) => {
    const all = [...files.map((entry) => entry.file), ...added]
    const ids = [...files.map((entry) => entry.id), ...added.map(() => nextFileId++)]
    setFiles(judgeFiles(all).map((entry, index) => ({ id: ids[index] as number, ...entry })))
  }
  const removeFile = (id: number) => {
    const rest = files.filter((entry) => entry.id !== id)
    setFiles(
      judgeFiles(rest.map((entry) => entry.file)).map((entry, index) => ({
        id: rest[index]?.id as number,
        ...entry,
      })),
    )
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (phase === 'sending') return
    setFormError(null)
    const error = firstFieldError({ ...draft, captcha: answer })
    setFieldError(error)
    if (error) {
      const target = formRef.current?.querySelector<HTMLElement>(
        error.field === 'captcha' ? '[data-testid="feedback-bot-check"]' : `[name="${error.field}"]`,
      )
      target?.focus()
      return
    }
    setPhase('sending')
    const result = await sendFeedback({
      ...draft,
      answer,
      files: files.filter((entry) => !entry.error).map((entry) => entry.file),
      lang: locale,
      page: location.pathname,
    })
    if (result.ok) {
      setPhase('closed')
      setDraft(emptyDraft)
      setFiles([])
      setAnswer('')
      showToast({
        kind: 'success',
        title: t('feedback.success.title'),
        message: t('feedback.success.message'),
        life: feedbackLimits.successToastMs,
      })
      return
    }
    // A bot-check answer is good once; whatever failed, the next try needs a fresh one.
    botCheck.current?.reset()
    setFormError(result.key)
    setPhase('open')
  }

  const sending = phase === 'sending'
  const errorFor = (field: keyof FeedbackFields) =>
    fieldError?.field === field ? t(fieldError.key) : undefined
  // A message goes away once its field is changed; the next send checks everything again.
  const clearErrorOf = (field: keyof FeedbackFields) =>
    setFieldError((current) => (current?.field === field ? null : current))
  const update =
    (field: keyof typeof emptyDraft) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setDraft((current) => ({ ...current, [field]: event.target.value }))
      clearErrorOf(field)
    }
  const takeAnswer = useCallback((value: string) => {
    setAnswer(value)
    if (value) setFieldError((current) => (current?.field === 'captcha' ? null : current))
  }, [])

  return (
    <ModalDialog
      open={phase !== 'closed'}
      onClose={close}
      title={t('feedback.title')}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={sending}>
            {t('feedback.cancel')}
          </Button>
          <Button type="submit" form="feedback-form" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('feedback.sending') : t('feedback.send')}
          </Button>
        </>
      }
    >
      <form
        id="feedback-form"
        ref={formRef}
        noValidate
        onSubmit={submit}
        className="space-y-4"
        data-testid="feedback-form"
        data-phase={phase}
      >
        <p className="text-[0.95rem] text-ink-soft">{t('feedback.intro')}</p>
        <FormAlert message={formError ? t(formError) : null} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('feedback.name')}
            name="name"
            autoComplete="name"
            maxLength={feedbackLimits.nameMaxLength}
            value={draft.name}
            onChange={update('name')}
            error={errorFor('name')}
            disabled={sending}
          />
          <TextField
            label={t('feedback.email')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={feedbackLimits.emailMaxLength}
            value={draft.email}
            onChange={update('email')}
            error={errorFor('email')}
            disabled={sending}
          />
        </div>
        <div>
          <label htmlFor="field-message" className="mb-1 block text-sm font-medium">
            {t('feedback.message')}
          </label>
          <textarea
            id="field-message"
            name="message"
            rows={5}
            maxLength={feedbackLimits.messageMaxLength}
            value={draft.message}
            onChange={update('message')}
            disabled={sending}
            aria-invalid={errorFor('message') ? true : undefined}
            aria-describedby={errorFor('message') ? 'field-message-error' : undefined}
            className={`w-full rounded-sm border bg-white px-3 py-2 text-base ${errorFor('message') ? 'border-2 border-danger' : 'border-chalk focus:border-ink'}`}
          />
          {errorFor('message') ? (
            <p id="field-message-error" className="mt-1 text-sm text-danger">
              {errorFor('message')}
            </p>
          ) : null}
        </div>
        <FileDrop files={files} onAdd={addFiles} onRemove={removeFile} disabled={sending} />
        <div>
          <BotCheck
            ref={botCheck}
            locale={locale}
            turnstileSiteKey={root?.turnstileSiteKey ?? null}
            csrfToken={csrfToken}
            invalid={fieldError?.field === 'captcha'}
            describedBy={fieldError?.field === 'captcha' ? 'field-captcha-error' : undefined}
            onAnswer={takeAnswer}
          />
          {errorFor('captcha') ? (
            <p id="field-captcha-error" className="mt-1 text-sm text-danger">
              {errorFor('captcha')}
            </p>
          ) : null}
        </div>
        <p className="text-xs text-ink-soft">{t('feedback.privacy')}</p>
      </form>
    </ModalDialog>
  )
}
