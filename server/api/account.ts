import { Hono } from 'hono'
import { z } from 'zod'
import { newsletterConsentText } from '#app/lib/newsletter.server.ts'
import { type LoginResult, loginCustomer } from '#core/accounts/login.ts'
import {
  accountProfile,
  changePassword,
  confirmEmailChange,
  confirmRegistration,
  deleteAccount,
  exportAccountData,
  type Signed,
  updateProfile,
  updateSettings,
} from '#core/accounts/manage.ts'
import { requestPasswordReset, resetPassword } from '#core/accounts/recovery.ts'
import { registerCustomer } from '#core/accounts/register.ts'
import {
  ChangePasswordSchema,
  ConfirmTokenSchema,
  DeleteAccountSchema,
  LoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  ResetRequestSchema,
  SettingsSchema,
} from '#core/accounts/schemas.ts'
import { SignupProofSchema } from '#core/accounts/signup-proof.ts'
import { readJson } from '../http/body.ts'
import { fail, ok } from '../http/envelope.ts'
import { requestLocaleOf } from '../http/locale.ts'
import { proofOfWorkRequired } from '../http/proof-required.ts'
import { clientAddress } from '../http/request-info.ts'
import {
  clearSessionCookie,
  ensureSession,
  readDeviceCookie,
  setDeviceCookie,
  setSessionCookie,
} from '../http/session.ts'
import type { AppContext, AppEnv } from '../http/types.ts'

export const AccountActionSchema = z.discriminatedUnion('action', [
  LoginSchema.extend({ action: z.literal('login') }),
  // redirectTo: the shop path the confirmation link returns to after the login (e.g. /checkout).
  RegisterSchema.extend({
    action: z.literal('register'),
    redirectTo: z.string().max(500).optional(),
    ...SignupProofSchema.shape,
  }),
  ResetRequestSchema.extend({ action: z.literal('requestPasswordReset') }),
  ResetPasswordSchema.extend({ action: z.literal('resetPassword') }),
  ConfirmTokenSchema.extend({ action: z.literal('confirmRegistration') }),
  ConfirmTokenSchema.extend({ action: z.literal('confirmEmailChange') }),
  ChangePasswordSchema.extend({ action: z.literal('changePassword') }),
  z.object({ action: z.literal('profile') }),
  ProfileSchema.extend({ action: z.literal('updateProfile') }),
  SettingsSchema.extend({ action: z.literal('updateSettings') }),
  z.object({ action: z.literal('exportData') }),
  DeleteAccountSchema.extend({ action: z.literal('deleteAccount') }),
])

/** Generic on purpose: an unknown email and a wrong password get the same status and body. */
const invalidCredentials = 'E-Mail-Adresse oder Passwort ist nicht korrekt.'
/** The one answer to every registration, new address or taken (docs/decisions/008). */
const registrationAnswer = 'Please check your inbox: we have sent you an email to finish the registration.'
const resetAnswer = 'If an account exists for this address, we have sent a link to reset the password.'

const linkMessages = {
  LINK_UNKNOWN: ['NOT_FOUND', 'token: this link is not valid'],
  LINK_EXPIRED: ['CONFLICT', 'token: this link has expired; please ask for a new one'],
  LINK_USED: ['CONFLICT', 'token: this link has already been used'],
} as const

function linkFailure(c: AppContext, code: keyof typeof linkMessages) {
  const [status, message] = linkMessages[code]
  return fail(c, status, message, { field: 'token', reason: code })
}

/** Too many wrong current passwords for this account (shared with the login throttle). */
function tooManyAttempts(c: AppContext) {
  c.header('Retry-After', String(15 * 60))
  return fail(c, 'RATE_LIMITED', 'Too many wrong passwords; please try again in 15 minutes.')
}

/**
 * The login's proof of work: a challenge to solve and send back as `altcha` (not before
 * Retry-After), or a solved one that came too early and stays good for after Retry-After.
 */
function proofAnswer(
  c: AppContext,
  result: Extract<LoginResult, { code: 'PROOF_OF_WORK_REQUIRED' | 'LOGIN_DELAYED' }>,
) {
  c.header('Retry-After', String(result.retryAfter))
  if (result.code === 'LOGIN_DELAYED') {
    return fail(c, 'RATE_LIMITED', 'altcha: valid; send the same answer again after Retry-After', {
      field: 'altcha',
      reason: 'LOGIN_DELAYED',
      retryAfter: result.retryAfter,
    })
  }
  return fail(c, 'RATE_LIMITED', 'altcha: solve the challenge and send the answer with the login', {
    field: 'altcha',
    reason: 'PROOF_OF_WORK_REQUIRED',
    challenge: result.challenge,
    retryAfter: result.retryAfter,
  })
}

function mailContext(c: AppContext) {
  return { origin: c.get('origin'), locale: requestLocaleOf(c) }
}

/** Mail context plus the newsletter consent text of the visitor's language. */
function consentContext(c: AppContext) {
  const mail = mailContext(c)
  return { ...mail, consentText: newsletterConsentText(mail.locale) }
}

function signedIn(c: AppContext): Signed | null {
  const loaded = c.get('session')
  return loaded?.customer ? { session: loaded.session, customer: loaded.customer } : null
}

/** /api/account.php: every account action of docs/api.md plus the links of the account mails. */
export const accountApi = new Hono<AppEnv>().post('/account.php', async (c) => {
  const input = await readJson(c, AccountActionSchema)
  const deps = c.get('deps')
  c.header('Cache-Control', 'no-store')
  switch (input.action) {
    case 'login': {
      const loaded = await ensureSession(c)
      const result = await loginCustomer(
        deps,
        loaded.session,
        input,
        { address: clientAddress(c, deps.env), deviceToken: readDeviceCookie(c) },
        mailContext(c),
      )
      if (!result.ok && result.code === 'RATE_LIMITED') {
        c.header('Retry-After', String(result.retryAfter))
        return fail(c, 'RATE_LIMITED', 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.')
      }
      if (!result.ok && (result.code === 'PROOF_OF_WORK_REQUIRED' || result.code === 'LOGIN_DELAYED')) {
        return proofAnswer(c, result)
      }
      if (!result.ok && result.code === 'UNCONFIRMED') {
        return fail(c, 'FORBIDDEN', 'email: please confirm your address first; we have sent the link again', {
          field: 'email',
          reason: 'UNCONFIRMED',
        })
      }
      if (!result.ok && result.code === 'ACCOUNT_BLOCKED') {
        return fail(c, 'FORBIDDEN', 'email: this account is blocked; please contact our service', {
          field: 'email',
          reason: 'ACCOUNT_BLOCKED',
        })
      }
      if (!result.ok) return fail(c, 'NOT_LOGGED_IN', invalidCredentials)
      setSessionCookie(c, result.token, result.lifetimeDays)
      setDeviceCookie(c, result.deviceToken)
      return ok(c, { custId: result.customerId })
    }
    case 'register': {
      const loaded = await ensureSession(c)
      const result = await registerCustomer(
        deps,
        loaded.session,
        input,
        { ...consentContext(c), redirectTo: input.redirectTo },
        { address: clientAddress(c, deps.env), session: loaded.session, proof: input.altcha },
      )
      if (!result.ok && result.code === 'PROOF_OF_WORK_REQUIRED')
        return proofOfWorkRequired(c, loaded.session.id, result.retryAfterSeconds)
      if (!result.ok)
        return fail(c, 'BAD_INPUT', 'password: this password is too common', { field: 'password' })
      return ok(c, { message: registrationAnswer })
    }
    case 'requestPasswordReset': {
      const result = await requestPasswordReset(deps, input.email, clientAddress(c, deps.env), mailContext(c))
      if (!result.ok) {
        c.header('Retry-After', String(result.retryAfter))
        return fail(c, 'RATE_LIMITED', 'Too many requests; please try again later.')
      }
      return ok(c, { message: resetAnswer })
    }
    case 'resetPassword': {
      const result = await resetPassword(deps, input.token, input.password, mailContext(c))
      if (!result.ok) {
        if (result.code === 'PASSWORD_TOO_COMMON') {
          return fail(c, 'BAD_INPUT', 'password: this password is too common', { field: 'password' })
        }
        return linkFailure(c, result.code)
      }
      return ok(c)
    }
    case 'confirmRegistration': {
      const result = await confirmRegistration(deps, input.token)
      if (!result.ok) return linkFailure(c, result.code)
      return ok(c, result.returnPath ? { redirectTo: result.returnPath } : {})
    }
  }
  // Everything below needs a logged-in customer.
  const signed = signedIn(c)
  if (!signed) return fail(c, 'NOT_LOGGED_IN', 'Please log in first.')
  switch (input.action) {
    case 'profile':
      return ok(c, { data: await accountProfile(deps, signed.customer.id) })
    case 'updateProfile': {
      const result = await updateProfile(deps, signed, input, mailContext(c))
      if (!result.ok && result.code === 'PASSWORD_REQUIRED') {
        return fail(c, 'BAD_INPUT', 'currentPassword: required to change the email address', {
          field: 'currentPassword',
        })
      }
      if (!result.ok && result.code === 'RATE_LIMITED') return tooManyAttempts(c)
      if (!result.ok)
        return fail(c, 'FORBIDDEN', 'currentPassword: not correct', { field: 'currentPassword' })
      return ok(c, {
        emailChangePending: result.emailChangePending,
        data: await accountProfile(deps, signed.customer.id),
      })
    }
    case 'confirmEmailChange': {
      const result = await confirmEmailChange(deps, signed, input.token)
      if (!result.ok) {
        if (result.code === 'EMAIL_TAKEN') {
          return fail(c, 'CONFLICT', 'email: this address belongs to another account', { field: 'email' })
        }
        return linkFailure(c, result.code)
      }
      return ok(c, { email: result.email })
    }
    case 'changePassword': {
      const result = await changePassword(deps, signed, input, mailContext(c))
      if (!result.ok && result.code === 'PASSWORD_TOO_COMMON') {
        return fail(c, 'BAD_INPUT', 'newPassword: this password is too common', { field: 'newPassword' })
      }
      if (!result.ok && result.code === 'RATE_LIMITED') return tooManyAttempts(c)
      if (!result.ok)
        return fail(c, 'FORBIDDEN', 'currentPassword: not correct', { field: 'currentPassword' })
      setSessionCookie(c, result.token, result.lifetimeDays)
      return ok(c)
    }
    case 'updateSettings': {
      const result = await updateSettings(deps, signed, input, consentContext(c))
      return ok(c, { lang: result.lang })
    }
    case 'exportData': {
      const data = await exportAccountData(deps, signed, requestLocaleOf(c))
      c.header('Content-Disposition', 'attachment; filename="nadel-und-faden-meine-daten.json"')
      return ok(c, { data })
    }
    case 'deleteAccount': {
      const result = await deleteAccount(deps, signed, input.password)
      if (!result.ok && result.code === 'RATE_LIMITED') return tooManyAttempts(c)
      if (!result.ok) return fail(c, 'FORBIDDEN', 'password: not correct', { field: 'password' })
      clearSessionCookie(c)
      return ok(c)
    }
  }
})
