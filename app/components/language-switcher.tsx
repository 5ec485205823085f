import { useLocation } from 'react-router'
import { localizePath, splitLocale } from '#config/locale-path.ts'
import { languageStorageKey, nextLocale } from '#config/locales.ts'
import { useTranslation } from '../i18n/react.tsx'
import { postForm } from '../lib/http.ts'
import { useLocale } from '../lib/use-locale.ts'

/** Stands for the language's name in the translated sentence: a character no text contains. */
const nameMark = '\u2063'

/**
 * Cycles de → en → fr → es. A plain link: the server stores the choice in the
 * i18n_redirected cookie when it answers ?lang=; with JavaScript the choice also goes to browser
 * storage and to the session (setLanguage) before the page changes.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation()
  const locale = useLocale()
  const location = useLocation()
  const next = nextLocale(locale)
  const { path } = splitLocale(location.pathname)
  const href = `${localizePath(path, next)}?lang=${next}`
  // The sentence around the name, cut where the name goes, so that the name can carry its own lang.
  const [before = '', after = ''] = t('language.switchTo', { name: nameMark }).split(nameMark)
  return (
    <a
      href={href}
      hrefLang={next}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-sm px-1 text-sm sm:px-2 font-medium uppercase tracking-wider hover:bg-linen"
      onClick={(event) => {
        event.preventDefault()
        // The server sets the i18n_redirected cookie when it answers the ?lang= link.
        window.localStorage.setItem(languageStorageKey, next)
        // Persisting the language fails silently: the link has already taken the visitor there.
        postForm('/api/session.php', { action: 'setLanguage', lang: next })
          .catch(() => undefined)
          .finally(() => window.location.assign(href))
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-4 w-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 3 2.5 15 0 18M12 3c-2.5 3-2.5 15 0 18" />
      </svg>
      <span aria-hidden="true">{locale}</span>
      <span className="sr-only">
        {before}
        {/* The next language's own name, spoken in that language (WCAG 3.1.2). */}
        <span lang={next}>{t(`language.names.${next}`)}</span>
        {after}
      </span>
    </a>
  )
}
