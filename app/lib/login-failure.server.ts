import type { LoginResult } from '#core/accounts/login.ts'

/** The login form's alert: a key under `account.errors` and its values. */
export type LoginFormFailure = { key: string; values?: { minutes?: number; seconds?: number } }

/** The alert and status of each refusal; the texts are the page's, in the visitor's language. */
export function loginFailure(result: Exclude<LoginResult, { ok: true }>): {
  form: LoginFormFailure
  status: number
} {
  switch (result.code) {
    case 'RATE_LIMITED':
      return {
        form: { key: 'rateLimited', values: { minutes: Math.ceil(result.retryAfter / 60) } },
        status: 429,
      }
    case 'PROOF_OF_WORK_REQUIRED':
      return { form: { key: 'proofRequired', values: { seconds: result.retryAfter } }, status: 429 }
    case 'LOGIN_DELAYED':
      return { form: { key: 'loginDelayed', values: { seconds: result.retryAfter } }, status: 429 }
    case 'UNCONFIRMED':
      return { form: { key: 'unconfirmed' }, status: 403 }
    case 'ACCOUNT_BLOCKED':
      return { form: { key: 'accountBlocked' }, status: 403 }
    case 'INVALID_CREDENTIALS':
      return { form: { key: 'invalidCredentials' }, status: 401 }
  }
}
