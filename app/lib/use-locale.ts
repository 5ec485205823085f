import { useCallback } from 'react'
import { useLocation, useRouteLoaderData } from 'react-router'
import { localizePath, splitLocale } from '#config/locale-path.ts'
import type { Locale } from '#config/locales.ts'

/** The page's language: from the root loader, else from the URL (error pages). */
export function useLocale(): Locale {
  const data = useRouteLoaderData('root') as { locale?: Locale } | undefined
  const location = useLocation()
  return data?.locale ?? splitLocale(location.pathname).locale
}

/** Turns a German path ('/agb') into the current language's path ('/en/agb'). */
export function useLocalePath() {
  const locale = useLocale()
  return useCallback((path: string) => localizePath(path, locale), [locale])
}
