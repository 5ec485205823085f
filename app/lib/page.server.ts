import { data } from 'react-router'
import { pageUrl, splitLocale } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'
import { serverT } from '../i18n/server.ts'
import type { PageMeta } from './seo.ts'

/** Locale and translator of a request, for loaders. */
export function requestLocale(request: Request): {
  locale: Locale
  path: string
  t: ReturnType<typeof serverT>
} {
  const { locale, path } = splitLocale(pageUrl(request).pathname)
  return { locale, path, t: serverT(locale) }
}

/** Title and description of an app page from the messages under pages.{key}. */
export function messagesMeta(
  request: Request,
  key: string,
  values: Record<string, unknown> = {},
  titleKey = 'title',
): PageMeta {
  const { t } = requestLocale(request)
  return {
    title: t(`pages.${key}.${titleKey}`, values),
    description: t(`pages.${key}.description`, values),
  }
}

/**
 * Route validation failure: a fatal 404 whose message is 'Page Not Found: {path}'.
 */
export function pageNotFound(request: Request): never {
  const path = pageUrl(request).pathname
  throw data({ kind: 'validation', path, message: `Page Not Found: ${path}` }, { status: 404 })
}
