import { hasControlCharacter } from '../validation/text.ts'
/**
 * The feedback form's rules, shared by the dialog and the endpoint so
 * both judge the same input the same way and name the same message keys.
 */
export const feedbackLimits = {
  maxFiles: 2,
  maxFileBytes: 6 * 1024 * 1024,
  messageMinLength: 3,
  nameMaxLength: 200,
  emailMaxLength: 254,
  messageMaxLength: 5000,
  /** A picture larger than this many pixels is refused before decoding (decompression bombs). */
  maxPixels: 40_000_000,
  /** The bot-check widget is polled this often, for at most this long. */
  widgetPollMs: 150,
  widgetWaitMs: 8000,
  /** Life of the success toast. */
  successToastMs: 3500,
} as const

export const allowedImageTypes = ['image/jpeg', 'image/png'] as const
export type AllowedImageType = (typeof allowedImageTypes)[number]

/** A deliberately simple pattern: something, @, something, a dot, something; no spaces. */
export const feedbackEmailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type FeedbackFieldKey =
  | 'feedback.errors.name'
  | 'feedback.errors.email'
  | 'feedback.errors.message'
  | 'feedback.errors.captcha'
export type FeedbackFileKey = 'feedback.errors.type' | 'feedback.errors.tooLarge' | 'feedback.errors.tooMany'
export type FeedbackErrorKey =
  | FeedbackFieldKey
  | FeedbackFileKey
  | 'feedback.errors.csrfMissing'
  | 'feedback.errors.sendFailed'

export type FeedbackFields = { name: string; email: string; message: string; captcha: string }

/** Inputs are trimmed before any rule looks at them. */
export function trimFields(fields: FeedbackFields): FeedbackFields {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    message: fields.message.trim(),
    captcha: fields.captcha.trim(),
  }
}

/** The first failing field rule in the order the form shows its fields, or null when all pass. */
export function firstFieldError(
  fields: FeedbackFields,
): { field: keyof FeedbackFields; key: FeedbackFieldKey } | null {
  const input = trimFields(fields)
  if (!input.name || input.name.length > feedbackLimits.nameMaxLength || hasControlCharacter(input.name))
    return { field: 'name', key: 'feedback.errors.name' }
  if (
    !input.email ||
    input.email.length > feedbackLimits.emailMaxLength ||
    !feedbackEmailPattern.test(input.email) ||
    hasControlCharacter(input.email)
  )
    return { field: 'email', key: 'feedback.errors.email' }
  if (
    input.message.length < feedbackLimits.messageMinLength ||
    input.message.length > feedbackLimits.messageMaxLength ||
    hasControlCharacter(input.message)
  )
    return { field: 'message', key: 'feedback.errors.message' }
  if (!input.captcha) return { field: 'captcha', key: 'feedback.errors.captcha' }
  return null
}

export type FileFacts = { type: string; size: number }

/**
 * Judges each chosen file in order: type, then size; the files after the first two good ones
 * are 'too many'. Files in error are shown with their message and not sent.
 */
export function judgeFiles<F extends FileFacts>(
  files: readonly F[],
): { file: F; error: FeedbackFileKey | null }[] {
  let accepted = 0
  return files.map((file) => {
    if (!(allowedImageTypes as readonly string[]).includes(file.type))
      return { file, error: 'feedback.errors.type' as const }
    if (file.size > feedbackLimits.maxFileBytes) return { file, error: 'feedback.errors.tooLarge' as const }
    if (accepted >= feedbackLimits.maxFiles) return { file, error: 'feedback.errors.tooMany' as const }
    accepted++
    return { file, error: null }
  })
}

/** The picture type told by the first bytes, whatever name or type the sender claimed. */
export function sniffImageType(bytes: Uint8Array): AllowedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= png.length && png.every((value, index) => bytes[index] === value)) return 'image/png'
  return null
}

/** Maps a server answer's `key` to one the dialog can show; anything else is 'send failed'. */
export function answerErrorKey(key: unknown): FeedbackErrorKey {
  const known: readonly string[] = [
    'feedback.errors.name',
    'feedback.errors.email',
    'feedback.errors.message',
    'feedback.errors.captcha',
    'feedback.errors.type',
    'feedback.errors.tooLarge',
    'feedback.errors.tooMany',
    'feedback.errors.csrfMissing',
  ]
  return typeof key === 'string' && known.includes(key)
    ? (key as FeedbackErrorKey)
    : 'feedback.errors.sendFailed'
}
