import type { I18n } from '../i18n/i18n.ts'
import type { AdminLocale } from './locale.ts'
import de from './messages/de.json' with { type: 'json' }
import en from './messages/en.json' with { type: 'json' }

/**
 * The back office's texts, German and English, under `admin.*`. They are not in the shop's four
 * message files (customers never download them); the admin layout's loader hands them over and
 * adds them to the page's i18n instance, on the server and in the browser alike.
 */
export const adminMessages: Record<AdminLocale, typeof de> = { de, en }

export function addAdminMessages(instance: I18n, locale: AdminLocale, messages: typeof de) {
  if (!instance.has('admin.brand', locale)) instance.addMessages(locale, { admin: messages })
}
