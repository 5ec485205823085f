import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'
import type { I18n, TFunction } from './i18n.ts'

const I18nContext = createContext<I18n | null>(null)

/** Gives the render's texts to every component below (one instance per render or page load). */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>
}

/**
 * The texts in the page's language. Components re-render when the language changes; `t` keeps its identity within one language, so effects that list it do not run again.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation outside I18nProvider')
  const snapshot = () => i18n.version
  useSyncExternalStore(i18n.subscribe, snapshot, snapshot)
  return { t: i18n.fixedT(i18n.language), i18n }
}
