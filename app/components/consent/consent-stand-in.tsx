import { useSyncExternalStore } from 'react'
import { consentFormPath } from '#config/consent.ts'
import type { Locale } from '#config/locales.ts'
import { useTranslation } from '../../i18n/react.tsx'
import { consentLegalPaths } from './consent-texts.ts'
import { isStandInDismissed, subscribeStandIn } from './stand-in-store.ts'

/**
 * The consent banner as server HTML, for a visitor who has not decided yet: the library's own
 * markup and classes (so its stylesheet draws it exactly as it will draw its own box), painted
 * with the page instead of after the scripts, where it was the late LCP of every page without a
 * picture (docs/performance.md). Its two choices are a real form, so a tap before the scripts
 * have run, or without JavaScript, is kept (server/api/cookie-consent.ts). As soon as the library
 * runs it takes over (start-consent.ts dismisses this box), whatever it decides.
 */
export function ConsentStandIn({ locale, back }: { locale: Locale; back: string }) {
  const { t } = useTranslation()
  const paths = consentLegalPaths(locale)
  const dismissed = useSyncExternalStore(subscribeStandIn, isStandInDismissed, () => false)
  if (dismissed) return null
  return (
    <div id="cc-main" data-stand-in="" data-nosnippet="">
      <div className="cm-wrapper">
        <div
          className="cm cm--box cm--bottom cm--right"
          role="dialog"
          aria-modal="false"
          aria-labelledby="cm__title"
          aria-describedby="cm__desc"
        >
          <div className="cm__body">
            <div className="cm__texts">
              <h2 id="cm__title" className="cm__title">
                {t('consent.title')}
              </h2>
              <p id="cm__desc" className="cm__desc">
                {t('consent.description')}
              </p>
            </div>
            <form className="cm__btns" method="post" action={consentFormPath}>
              <input type="hidden" name="back" value={back} />
              <div className="cm__btn-group">
                <button type="submit" name="choice" value="all" className="cm__btn" data-role="all">
                  <span>{t('consent.acceptAll')}</span>
                </button>
                <button
                  type="submit"
                  name="choice"
                  value="necessary"
                  className="cm__btn"
                  data-role="necessary"
                >
                  <span>{t('consent.acceptNecessary')}</span>
                </button>
              </div>
              <div className="cm__btn-group">
                {/* The preferences are the library's dialog; before it runs, the privacy page says what each category does. */}
                <a className="cm__btn cm__btn--secondary" data-role="show" href={paths.privacy}>
                  <span>{t('consent.showPreferences')}</span>
                </a>
              </div>
            </form>
          </div>
          <div className="cm__footer">
            <div className="cm__links">
              <div className="cm__link-group">
                <a className="cc__link" href={paths.imprint}>
                  {t('footer.impressum')}
                </a>{' '}
                <a className="cc__link" href={paths.privacy}>
                  {t('footer.datenschutz')}
                </a>
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  )
}
