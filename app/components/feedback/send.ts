import { answerErrorKey, type FeedbackErrorKey } from '#core/feedback/rules.ts'
import { request } from '../../lib/http.ts'

/** The session's CSRF token (docs/api.md); null when the shop cannot give one. */
export async function fetchCsrfToken(): Promise<string | null> {
  try {
    const response = await request(`/api/session/csrf.php?_ts=${Date.now()}`, { cache: 'no-store' })
    const body = (await response.json()) as { success?: boolean; csrfToken?: unknown }
    return body.success && typeof body.csrfToken === 'string' && body.csrfToken ? body.csrfToken : null
  } catch {
    return null
  }
}

export type SendInput = {
  name: string
  email: string
  message: string
  answer: string
  files: File[]
  lang: string
  page: string
}

/**
 * POST /api/feedback/send.php as multipart with X-CSRF-Token (docs/api.md). No token: the
 * call is not made and the answer is csrfMissing; any other failure is one of
 * the form's keys or sendFailed.
 */
export async function sendFeedback(
  input: SendInput,
): Promise<{ ok: true } | { ok: false; key: FeedbackErrorKey }> {
  const csrfToken = await fetchCsrfToken()
  if (!csrfToken) return { ok: false, key: 'feedback.errors.csrfMissing' }
  const form = new FormData()
  form.append('name', input.name.trim())
  form.append('email', input.email.trim())
  form.append('message', input.message.trim())
  form.append('cf_turnstile_response', input.answer)
  form.append('lang', input.lang)
  form.append('page', input.page)
  for (const file of input.files) form.append('files[]', file, file.name)
  try {
    const response = await request('/api/feedback/send.php', {
      method: 'POST',
      headers: { 'X-CSRF-Token': csrfToken },
      body: form,
    })
    const body = (await response.json().catch(() => ({}))) as { success?: boolean; key?: unknown }
    if (response.ok && body.success) return { ok: true }
    return { ok: false, key: answerErrorKey(body.key) }
  } catch {
    return { ok: false, key: 'feedback.errors.sendFailed' }
  }
}
