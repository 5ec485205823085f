import { z } from 'zod'

/**
 * Shared shapes of the account forms and /api/account.php. Messages are keys under
 * `account.errors` in the interface texts, so every language shows its own wording.
 */
export const email = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, 'emailRequired')
  .max(254, 'emailInvalid')
  .pipe(z.email({ error: 'emailInvalid' }))

const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('1'), z.literal('')])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1')

export const LoginSchema = z.object({
  email,
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(1024, 'passwordTooLong'),
  remember: checkbox,
  /** The solved ALTCHA challenge, once the login asks for a proof of work (empty: none). */
  altcha: z.string().max(8000, 'proofInvalid').optional(),
})
export type LoginInput = z.infer<typeof LoginSchema>

export const passwordRules = { min: 8, max: 128 } as const

export const RegisterSchema = z.object({
  email,
  password: z
    .string({ error: 'passwordRequired' })
    .min(passwordRules.min, 'passwordTooShort')
    .max(passwordRules.max, 'passwordTooLong'),
  salutation: z.enum(['', 'Frau', 'Herr', 'divers']).optional().default(''),
  firstName: z
    .string({ error: 'firstNameRequired' })
    .trim()
    .min(1, 'firstNameRequired')
    .max(100, 'nameTooLong'),
  lastName: z.string({ error: 'lastNameRequired' }).trim().min(1, 'lastNameRequired').max(100, 'nameTooLong'),
  newsletter: checkbox,
})
export type RegisterInput = z.infer<typeof RegisterSchema>

/** Field errors by field name, as keys of account.errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    result[field] ??= issue.message
  }
  return result
}

const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(passwordRules.min, 'passwordTooShort')
  .max(passwordRules.max, 'passwordTooLong')

const salutation = z
  .enum(['', 'Frau', 'Herr', 'divers'], { error: 'salutationInvalid' })
  .optional()
  .default('')

export const ResetRequestSchema = z.object({ email })

export const ResetPasswordSchema = z.object({
  token: z.string({ error: 'linkUnknown' }).regex(/^[A-Za-z0-9_-]{43}$/, 'linkUnknown'),
  password: newPassword,
})

export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(1024),
  newPassword,
})

export const ProfileSchema = z.object({
  salutation,
  firstName: z
    .string({ error: 'firstNameRequired' })
    .trim()
    .min(1, 'firstNameRequired')
    .max(100, 'nameTooLong'),
  lastName: z.string({ error: 'lastNameRequired' }).trim().min(1, 'lastNameRequired').max(100, 'nameTooLong'),
  email,
  currentPassword: z.string().max(1024).optional().default(''),
})
export type ProfileInput = z.infer<typeof ProfileSchema>

export const SettingsSchema = z.object({
  lang: z.enum(['de', 'en', 'fr', 'es'], { error: 'langInvalid' }),
  newsletter: checkbox,
})
export type SettingsInput = z.infer<typeof SettingsSchema>

export const DeleteAccountSchema = z.object({
  password: z.string({ error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired').max(1024),
})

export const ConfirmTokenSchema = z.object({
  token: z.string({ error: 'linkUnknown' }).regex(/^[A-Za-z0-9_-]{43}$/, 'linkUnknown'),
})
